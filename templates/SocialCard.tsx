// The 1200×630 social preview image of a page (Open Graph, WhatsApp, X),
// drawn by satori from this markup and rasterised by resvg in
// src/outputs/social-images.ts. Satori reads only inline styles and flexbox,
// so this template styles itself; none of it reaches the site's HTML or CSP.

import { tracksTight } from "../src/text/format.ts";
import { graphemeCount } from "../src/text/text-length.ts";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

// The site's palette (templates/styles/design-tokens.css): the ground is the theme
// colour (--brand-800) glowing to --brand-600 and deepening to --brand-900,
// the tagline --brand-200, the rule the saffron --accent.
const INK = "#ffffff";
const MUTED = "#c7d2fe";
const DEEP = "#1e1b4b";
const GLOW = "#4338ca";
const ACCENT = "#ff9933";

export interface SocialCardProps {
  brand: string;
  /** The page's own name, the card's headline. */
  title: string;
  tagline: string;
  /** The site's themeColor. */
  color: string;
  /** The brand mark (templates/favicon.svg) as a data: URL. */
  mark: string;
  /** The title's size, when the first guess (firstTitleSize) took more than three lines. */
  titleSize?: number;
}

/** The title's sizes, largest first: a card steps down until its title fits three lines. */
export const TITLE_SIZES = [84, 72, 60, 52, 44] as const;

/** The first size to try: long titles (long as a reader counts characters) start smaller. */
export function firstTitleSize(title: string): number {
  const length = graphemeCount(title);
  return length > 60 ? 60 : length > 32 ? 72 : 84;
}

/** Scripts of another kind than Latin keep the spacing their letters are drawn for, and taller lines for their marks. */
export const titleLineHeight = (title: string) => (tracksTight(title) ? 1.08 : 1.3);

export function SocialCard({ brand, title, tagline, color, mark, titleSize = firstTitleSize(title) }: SocialCardProps) {
  return (
    <div
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        boxSizing: "border-box",
        padding: "72px 80px",
        color: INK,
        fontFamily: "Inter",
        backgroundColor: color,
        backgroundImage: `radial-gradient(circle at 88% 12%, ${GLOW} 0%, ${color} 45%, ${DEEP} 100%)`,
      }}
    >
      {/* The brand mark again, large and faint, tilted into the corner. */}
      <img
        src={mark}
        width={420}
        height={420}
        style={{ position: "absolute", right: -60, bottom: -90, opacity: 0.1, transform: "rotate(-12deg)" }}
      />
      <div style={{ display: "flex", alignItems: "center" }}>
        <img src={mark} width={76} height={76} style={{ borderRadius: 18, border: `2px solid ${MUTED}` }} />
        <div style={{ marginLeft: 24, fontSize: 40, fontWeight: 700, letterSpacing: tracksTight(brand) ? -0.5 : 0 }}>{brand}</div>
      </div>
      <div
        style={{
          display: "flex",
          fontSize: titleSize,
          fontWeight: 800,
          lineHeight: titleLineHeight(title),
          letterSpacing: tracksTight(title) ? -1.5 : 0,
          maxWidth: 1000,
        }}
      >
        {title}
      </div>
      <div style={{ display: "flex", alignItems: "center" }}>
        <div style={{ width: 56, height: 8, borderRadius: 4, backgroundColor: ACCENT, marginRight: 24 }} />
        <div style={{ fontSize: 32, fontWeight: 400, color: MUTED }}>{tagline}</div>
      </div>
    </div>
  );
}
