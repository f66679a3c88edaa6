// Brand marks for the footer's social profiles and the WhatsApp buttons, from
// Simple Icons, read once at build time and inlined as SVG paths.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Site } from "../src/model/schema/site.ts";

type Network = Site["social"][number]["network"] | "whatsapp";
const require = createRequire(import.meta.url);
const paths = new Map<Network, string>();

function pathFor(network: Network): string {
  let d = paths.get(network);
  if (!d) {
    const svg = readFileSync(require.resolve(`simple-icons/icons/${network}.svg`), "utf8");
    d = /<path d="([^"]+)"/.exec(svg)![1]!;
    paths.set(network, d);
  }
  return d;
}

export function SocialIcon({ network, size = 20 }: { network: Network; size?: number }) {
  return (
    <svg className="icon icon--brand" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={pathFor(network)} />
    </svg>
  );
}
