// Inline SVG icons from the Lucide family, rendered at build time. Each page
// carries one sprite of the icons its first screen uses (IconSprite) and
// every icon is a <use> of it, so repeated icons cost a few bytes; below a
// landing page's first screen (BelowFold) an icon is an empty <svg> drawn in
// its text colour through its mask, which the page's later rules carry
// (iconMaskRules). Decorative:
// hidden from assistive technology; the text beside an icon carries the meaning.
import { createContext, createElement, useContext, type ReactNode } from "react";
import * as ArrowLeft from "lucide-react/icons/arrow-left";
import * as BadgePercent from "lucide-react/icons/badge-percent";
import * as Bell from "lucide-react/icons/bell";
import * as Bot from "lucide-react/icons/bot";
import * as CalendarCheck from "lucide-react/icons/calendar-check";
import * as Check from "lucide-react/icons/check";
import * as CircleCheck from "lucide-react/icons/circle-check";
import * as CircleX from "lucide-react/icons/circle-x";
import * as Clock from "lucide-react/icons/clock";
import * as FileText from "lucide-react/icons/file-text";
import * as Gauge from "lucide-react/icons/gauge";
import * as Globe from "lucide-react/icons/globe";
import * as Headset from "lucide-react/icons/headset";
import * as Inbox from "lucide-react/icons/inbox";
import * as Keyboard from "lucide-react/icons/keyboard";
import * as Layers from "lucide-react/icons/layers";
import * as LayoutDashboard from "lucide-react/icons/layout-dashboard";
import * as Mail from "lucide-react/icons/mail";
import * as MapPin from "lucide-react/icons/map-pin";
import * as Menu from "lucide-react/icons/menu";
import * as MessageCircle from "lucide-react/icons/message-circle";
import * as Phone from "lucide-react/icons/phone";
import * as Plane from "lucide-react/icons/plane";
import * as Play from "lucide-react/icons/play";
import * as Plug from "lucide-react/icons/plug";
import * as Rocket from "lucide-react/icons/rocket";
import * as ShieldCheck from "lucide-react/icons/shield-check";
import * as Smartphone from "lucide-react/icons/smartphone";
import * as Sparkles from "lucide-react/icons/sparkles";
import * as Star from "lucide-react/icons/star";
import * as Target from "lucide-react/icons/target";
import * as Timer from "lucide-react/icons/timer";
import * as TrendingDown from "lucide-react/icons/trending-down";
import * as TrendingUp from "lucide-react/icons/trending-up";
import * as UserX from "lucide-react/icons/user-x";
import * as Users from "lucide-react/icons/users";
import * as X from "lucide-react/icons/x";
import * as Zap from "lucide-react/icons/zap";
import type { IconName } from "../src/model/schema/icons.ts";
import { svgDataUrl } from "../src/text/svg-data-url.ts";
import { MaskedIcons } from "./BelowFold.tsx";
import { BRAND_MARKS } from "./SocialIcon.tsx";

type IconModule = { __iconData: { node: [string, Record<string, string>][] } };

const CONTENT_ICONS: Record<IconName, unknown> = {
  bot: Bot,
  "message-circle": MessageCircle,
  inbox: Inbox,
  keyboard: Keyboard,
  "user-x": UserX,
  "trending-down": TrendingDown,
  "trending-up": TrendingUp,
  zap: Zap,
  clock: Clock,
  bell: Bell,
  "layout-dashboard": LayoutDashboard,
  target: Target,
  gauge: Gauge,
  layers: Layers,
  globe: Globe,
  mail: Mail,
  "file-text": FileText,
  smartphone: Smartphone,
  plug: Plug,
  "calendar-check": CalendarCheck,
  rocket: Rocket,
  "map-pin": MapPin,
  plane: Plane,
  "shield-check": ShieldCheck,
  star: Star,
  users: Users,
  headset: Headset,
  sparkles: Sparkles,
  "badge-percent": BadgePercent,
  timer: Timer,
  check: Check,
};

// Icons the templates use for their own furniture, not chosen by content.
const UI_ICONS: Record<string, unknown> = {
  "arrow-left": ArrowLeft,
  menu: Menu,
  close: X,
  play: Play,
  phone: Phone,
  "circle-check": CircleCheck,
  "circle-x": CircleX,
};
type UiIconName = "arrow-left" | "menu" | "close" | "play" | "phone" | "circle-check" | "circle-x";

const ALL = { ...CONTENT_ICONS, ...UI_ICONS } as Record<string, IconModule>;

interface Props {
  name: IconName | UiIconName;
  size?: number;
  className?: string;
}

/** The icons a page has rendered, for its sprite: the renderer gives each page a set to fill. */
export const IconsUsed = createContext<Set<string> | undefined>(undefined);

export function Icon({ name, size = 24, className }: Props) {
  const masked = useContext(MaskedIcons);
  const used = useContext(IconsUsed);
  const classes = ["icon", ...(masked ? ["icon--mask", `i-${name}`] : []), ...(className ? [className] : [])].join(" ");
  if (masked) return <svg className={classes} width={size} height={size} aria-hidden="true" />;
  used?.add(name);
  return (
    <svg className={classes} width={size} height={size} aria-hidden="true">
      <use href={`#i-${name}`} />
    </svg>
  );
}

/** The <symbol>s for the named icons, placed once at the end of the page. */
export function IconSprite({ names }: { names: string[] }) {
  return (
    <svg className="sprite" aria-hidden="true" xmlns="http://www.w3.org/2000/svg">
      {names.map(symbol)}
    </svg>
  );
}

/**
 * Every icon and brand mark as a mask, for a landing page's later rules: an
 * icon below its first screen is an empty <svg class="icon icon--mask i-…">
 * filled with its text colour through the shape of its icon, drawn as the
 * sprite's symbols are (stroked 2 wide, round ends and joins). The shapes are
 * one strip, a cell of 24 a shape, and each icon shows its cell: a browser
 * makes one image of the strip, where an image a shape kept a slow phone
 * busy while it styled each section with icons (BENCHMARKS.md, 3 Dec).
 */
export function iconMaskRules(): string {
  const stroke = `fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;
  const shapes = [
    ...Object.keys(ALL)
      .sort()
      .map((name) => ({
        name: `i-${name}`,
        attributes: ` ${stroke}`,
        body: ALL[name]!.__iconData.node.map(([tag, attributes]) => element(tag, attributes)).join(""),
      })),
    ...Object.entries(BRAND_MARKS).map(([network, path]) => ({ name: `s-${network}`, attributes: "", body: `<path d="${path}"/>` })),
  ];
  // Each cell is an <svg> of its own, which clips its shape to the cell.
  const cells = shapes.map(
    ({ attributes, body }, i) => `<svg x="${i * 24}" width="24" height="24" viewBox="0 0 24 24"${attributes}>${body}</svg>`,
  );
  const strip = svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${shapes.length * 24} 24">${cells.join("")}</svg>`);
  const mask = `var(--strip) 0 0/${shapes.length * 100}% 100% no-repeat`;
  // A cell's left edge at k of (n − 1) of the way: background-position's rule.
  const position = (i: number) => `${Number(((i / (shapes.length - 1)) * 100).toFixed(4))}% 0`;
  return [
    `.icon--mask{--strip:url("${strip}");background:currentColor;-webkit-mask:${mask};mask:${mask}}`,
    ...shapes.map(({ name }, i) => `.${name}{-webkit-mask-position:${position(i)};mask-position:${position(i)}}`),
  ].join("");
}

/** An SVG element's markup from Lucide's data, without its React key. */
function element(tag: string, { key: _key, ...attributes }: Record<string, string>): string {
  return `<${tag}${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("")}/>`;
}

function symbol(name: string) {
  const icon = ALL[name];
  if (!icon) throw new Error(`unknown icon "${name}"`);
  return (
    <symbol key={name} id={`i-${name}`} viewBox="0 0 24 24">
      {icon.__iconData.node.map(([tag, { key, ...attrs }], i): ReactNode => createElement(tag, { key: key ?? i, ...attrs }))}
    </symbol>
  );
}
