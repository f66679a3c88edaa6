// Shows a content value, visibly marked when it is still a [placeholder].
import { isPlaceholder } from "../src/model/schema/fields.ts";
import { PlaceholderMark } from "../src/text/placeholder-mark.tsx";

export function Fillable({ value, note }: { value: string; note: string }) {
  if (!isPlaceholder(value)) return <>{value}</>;
  return <PlaceholderMark value={value} note={note} />;
}
