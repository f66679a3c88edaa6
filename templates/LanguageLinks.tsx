// Links to the same page in the site's other languages: plain links, each
// named in its own language and marked with it (lang, hreflang), so a reader
// finds theirs without a script and nothing redirects by browser language.
import type { Alternate } from "../src/view/routes.ts";
import { dirWithin } from "../src/view/direction.ts";
import { writingSystem } from "../src/view/writing-system.ts";

interface Props {
  /** The same page in every published language, this one included. */
  alternates: Alternate[];
  /** The language of this page: it is not linked to itself. */
  current: string;
  /** Accessible name of the list. */
  label: string;
  className: string;
}

export function LanguageLinks({ alternates, current, label, className }: Props) {
  const others = alternates.filter((a) => a.tag !== current);
  if (!others.length) return null;
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
