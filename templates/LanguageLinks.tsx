// Links to the same page in the site's other languages: plain links, each
// named in its own language and marked with it (lang, hreflang), so a reader
// finds theirs without a script and nothing redirects by browser language.
import type { Alternate } from "../src/view/routes.ts";
import { dirWithin } from "../src/view/direction.ts";
import { writingSystem } from "../src/text/writing-system.ts";
import { Icon } from "./Icon.tsx";

interface Props {
  /** The same page in every published language, this one included. */
  alternates: Alternate[];
  /** The language of this page: it is not linked to itself. */
  current: string;
  /** Accessible name of the list. */
  label: string;
  className: string;
  /** In the header: a menu, once there are two other languages or more. */
  menu?: boolean;
}

export function LanguageLinks({ alternates, current, label, className, menu = false }: Props) {
  const others = alternates.filter((a) => a.tag !== current);
  if (!others.length) return null;
  // Two languages or more besides this one: in the header, a disclosure (no
  // script needed) naming this page's language, so the header never grows
  // with the number of languages.
  const here = alternates.find((a) => a.tag === current);
  if (menu && others.length > 1 && here)
    return (
      <details className="language-menu">
        <summary aria-label={`${label}: ${here.name}`}>
          <Icon name="globe" size={18} />
          <span lang={here.tag} data-writing={writingSystem(here.tag)}>
            {here.name}
          </span>
        </summary>
        <LanguageLinks alternates={alternates} current={current} label={label} className="language-menu__list" />
      </details>
    );
  return (
    <ul className={className} aria-label={label}>
      {others.map((a) => (
        <li key={a.tag}>
          <a href={a.path} hrefLang={a.tag} lang={a.tag} dir={dirWithin(a.tag, current)} data-writing={writingSystem(a.tag)}>
            {a.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
