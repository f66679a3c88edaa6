// Renders one route to a complete HTML string with React's renderToString.
import { renderToString } from "react-dom/server";
import { Document, type Assets } from "../templates/Document.tsx";
import { LandingPage } from "../templates/LandingPage.tsx";
import { IconSprite } from "../templates/Icon.tsx";
import { LegalPage } from "../templates/LegalPage.tsx";
import type { SiteModel } from "./content.ts";
import type { Route } from "./routes.ts";

export function renderRoute(route: Route, model: SiteModel, assets: Assets): string {
  const landing = route.kind === "landing";
  const body = landing ? <LandingPage model={model} /> : <LegalPage page={route.page} site={model.site} />;
  const html = renderToString(
    <Document site={model.site} legal={model.legal} head={{ title: route.title, description: route.description, path: route.path }} assets={assets} linkBase={landing ? "" : "/"}>
      {body}
    </Document>,
  );
  // Only the icons this page uses go into its sprite, in a stable order.
  const used = [...new Set(Array.from(html.matchAll(/<use href="#i-([a-z-]+)"/g), (m) => m[1]!))].sort();
  const sprite = renderToString(<IconSprite names={used} />);
  return `<!DOCTYPE html>${html.replace("<body>", `<body>${sprite}`)}\n`;
}
