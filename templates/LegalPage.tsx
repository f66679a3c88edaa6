// A legal page: Back to Home, title, effective and last-updated dates, a table
// of contents, and the policy text rendered from markdown.
import type { LegalPage as Page } from "../src/model/site-model.ts";
import { formatDate } from "../src/text/format.ts";
import type { Site } from "../src/model/schema/site.ts";
import { Icon } from "./Icon.tsx";
import { ContentText } from "./ContentText.tsx";

/** What the page shows of a legal page: its front matter, contents and text. */
export type LegalPageShown = Pick<Page, "meta" | "toc" | "html">;

/** `home`: the home page of its language; `lang`: its language tag, for the dates. */
export function LegalPage({ page, site, home, lang }: { page: LegalPageShown; site: Site; home: string; lang: string }) {
  const { meta } = page;
  return (
    <article className="legal container">
      <p>
        <a className="back-link" href={home}>
          <Icon name="arrow-left" size={18} />
          <ContentText>{site.ui.backToHome}</ContentText>
        </a>
      </p>
      <h1>{meta.title}</h1>
      <dl className="legal__dates">
        <div>
          <dt>
            <ContentText>{site.ui.effectiveLabel}</ContentText>
          </dt>
          <dd>
            <time dateTime={meta.effective}>{formatDate(meta.effective, lang)}</time>
          </dd>
        </div>
        <div>
          <dt>
            <ContentText>{site.ui.updatedLabel}</ContentText>
          </dt>
          <dd>
            <time dateTime={meta.updated}>{formatDate(meta.updated, lang)}</time>
          </dd>
        </div>
      </dl>
      {page.toc.length > 3 ? (
        <nav className="toc" aria-labelledby="toc-title">
          <h2 id="toc-title" className="toc__title">
            <ContentText>{site.ui.tocLabel}</ContentText>
          </h2>
          <ol>
            {page.toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.text.replace(/^\d+\.\s*/, "")}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
