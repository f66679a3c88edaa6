// Shows a content value, visibly marked when it is still a [placeholder].
import { isPlaceholder } from "../src/model/schema/fields.ts";

export function Fillable({ value, note }: { value: string; note: string }) {
  if (!isPlaceholder(value)) return <>{value}</>;
  return (
    <mark className="placeholder" title={note}>
      {value}
    </mark>
  );
}
