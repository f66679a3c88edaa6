// The HTML document around every page: head metadata (search, social
// previews, icons, structured data), the inlined stylesheet (no
// render-blocking request; a landing page's later one is fetched after load),
// the one small menu script, the skip link, header,
// main content and footer.
import type { ReactNode } from "react";
import type { LegalPage } from "../src/model/site-model.ts";
import type { PageHead } from "../src/view/head.ts";
import type { Site } from "../src/model/schema/site.ts";
import { textDirection } from "../src/view/direction.ts";
import { writingSystem } from "../src/text/writing-system.ts";
import { siteAddress } from "../src/view/site-address.ts";
import { BelowFold } from "./BelowFold.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { ContentText } from "./ContentText.tsx";

interface Assets {
  css: string;
  /** A landing or legal page's later stylesheet: the address later-styles.js fetches, linked for a visitor without JavaScript. */
  laterCss?: string | undefined;
  script: string;
  /** The scripts the page's parts declare (a section's, the WhatsApp corner's), each with its data attributes, in the page's order. */
  scripts: { code: string; attributes?: Record<string, string> | undefined }[];
  /** The analytics loader: its settings (data attributes) and its script, which fetches the service's after the first paint. */
  analytics?: { data: Record<string, string>; script: string } | undefined;
}

interface Props {
  site: Site;
  /** The build's day (YYYY-MM-DD, India time), for the copyright line's years. */
  today: string;
  /** The legal pages the footer lists. */
  footerPages: LegalPage[];
  head: PageHead;
  assets: Assets;
  linkBase: string;
  /** The home page of the page's language: where the wordmark leads. */
  home: string;
  /** The code of the page's language: the footer marks legal pages in another one. */
  locale: string;
  /** The source language's tag, which untranslated legal pages are in. */
  sourceTag: string;
  children: ReactNode;
}

export function Document({ site, today, footerPages, head, assets, linkBase, home, locale, sourceTag, children }: Props) {
  const absolute = (path: string) => siteAddress(site.siteUrl, path);
  const url = head.indexable ? absolute(head.path) : undefined;
  const ogLocale = (tag: string) => tag.replace("-", "_");
  const source = head.alternates.find((a) => a.source);
  const { image, icons } = head;
  return (
    <html lang={head.lang} dir={textDirection(head.lang) === "rtl" ? "rtl" : undefined} data-writing={writingSystem(head.lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
        {head.alternates.map((a) => (
          <link key={a.tag} rel="alternate" hrefLang={a.tag} href={absolute(a.path)} />
        ))}
        {source ? <link rel="alternate" hrefLang="x-default" href={absolute(source.path)} /> : null}
        <meta name="theme-color" content={site.themeColor} />
        {icons ? (
          <>
            <link rel="icon" href={icons.svgInline} type="image/svg+xml" />
            <link rel="icon" href={icons.png32} type="image/png" sizes="32x32" />
            <link rel="apple-touch-icon" href={icons.appleTouch} />
            <link rel="manifest" href={icons.manifest} />
          </>
        ) : null}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={site.brand.name} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {url ? <meta property="og:url" content={url} /> : null}
        {image ? (
          <>
            <meta property="og:image" content={image.url} />
            <meta property="og:image:type" content="image/png" />
            <meta property="og:image:width" content={String(image.width)} />
            <meta property="og:image:height" content={String(image.height)} />
            <meta property="og:image:alt" content={image.alt} />
          </>
        ) : null}
        <meta property="og:locale" content={ogLocale(head.lang)} />
        {head.alternates
          .filter((a) => a.tag !== head.lang)
          .map((a) => (
            <meta key={a.tag} property="og:locale:alternate" content={ogLocale(a.tag)} />
          ))}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        {image ? (
          <>
            <meta name="twitter:image" content={image.url} />
            <meta name="twitter:image:alt" content={image.alt} />
          </>
        ) : null}
        <style dangerouslySetInnerHTML={{ __html: assets.css }} />
        {assets.laterCss ? (
          <noscript id="later-styles">
            <link rel="stylesheet" href={assets.laterCss} />
          </noscript>
        ) : null}
        <script dangerouslySetInnerHTML={{ __html: assets.script }} />
        {assets.scripts.map(({ code, attributes }, index) => (
          <script key={index} {...attributes} dangerouslySetInnerHTML={{ __html: code }} />
        ))}
        {assets.analytics ? <script {...assets.analytics.data} dangerouslySetInnerHTML={{ __html: assets.analytics.script }} /> : null}
        {head.jsonLd.map((data, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: data }} />
        ))}
      </head>
      <body>
        <a className="skip-link" href="#main">
          <ContentText>{site.ui.skipLink}</ContentText>
        </a>
        <Header site={site} linkBase={linkBase} home={home} alternates={head.alternates} lang={head.lang} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <BelowFold>
          <Footer
            site={site}
            today={today}
            pages={footerPages}
            linkBase={linkBase}
            alternates={head.alternates}
            lang={head.lang}
            locale={locale}
            sourceTag={sourceTag}
          />
        </BelowFold>
      </body>
    </html>
  );
}
