// The HTML document around every page: head metadata, the inlined stylesheet
// (no render-blocking request), the one small menu script, the skip link,
// header, main content and footer.
import type { ReactNode } from "react";
import type { LegalPage } from "../src/content.ts";
import type { Site } from "../src/schema/site.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";

export interface PageHead {
  title: string;
  description: string;
  /** The route, e.g. "/" or "/privacy-policy". */
  path: string;
}

export interface Assets {
  css: string;
  script: string;
}

interface Props {
  site: Site;
  legal: LegalPage[];
  head: PageHead;
  assets: Assets;
  linkBase: string;
  children: ReactNode;
}

export function Document({ site, legal, head, assets, linkBase, children }: Props) {
  const canonical = new URL(head.path, `${site.siteUrl}/`).toString();
  return (
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <link rel="canonical" href={canonical} />
        <meta name="theme-color" content={site.themeColor} />
        <style dangerouslySetInnerHTML={{ __html: assets.css }} />
        <script dangerouslySetInnerHTML={{ __html: assets.script }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {site.ui.skipLink}
        </a>
        <Header site={site} linkBase={linkBase} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer site={site} legal={legal} linkBase={linkBase} />
      </body>
    </html>
  );
}
