// A value still to fill in ([LLP number]) as every page shows it: marked, with
// site.yaml's note as its title. The one drawing of the mark, for the
// templates (Fillable.tsx) and for the tokens of a legal page, whose HTML is
// made while the page loads, before any template runs.
import { renderToStaticMarkup } from "react-dom/server";

export function PlaceholderMark({ value, note }: { value: string; note: string }) {
  return (
    <mark className="placeholder" title={note}>
      {value}
    </mark>
  );
}

/** The mark as HTML, for text rendered outside React (a legal page's markdown). */
export const placeholderMarkHtml = (value: string, note: string): string =>
  renderToStaticMarkup(<PlaceholderMark value={value} note={note} />);
