// The not-found page (404.html): what happened and the way home. Hosts serve
// it with status 404 for any unknown path; the header and footer come from
// Document, so every site link works from here too.
import type { Site } from "../src/model/schema/site.ts";
import { Icon } from "./Icon.tsx";

export function NotFoundPage({ site }: { site: Site }) {
  const { notFound } = site;
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{notFound.heading}</h1>
      <p className="not-found__message">{notFound.message}</p>
      <p>
        <a className="button button--primary" href="/">
          <Icon name="arrow-left" size={18} />
          {notFound.homeLabel}
        </a>
      </p>
    </section>
  );
}
