// A field's schema under its wrappers (optional, default, pipe…), as the
// loader needs it to find the text fields a translation may hold and the keys
// a "did you mean" may suggest; zod's internals are read through zod-def.ts.
import { z } from "zod";
import { isText } from "./fields.ts";
import { defOf } from "./zod-def.ts";

/** The schema under its wrappers (optional, default, pipe…); of a union, the option `value` is (undefined when it is none). */
export function innerSchema(schema: z.core.$ZodType, value: unknown): z.core.$ZodType | undefined {
  let node = schema;
  for (;;) {
    const def = defOf(node);
    switch (def.type) {
      case "optional":
      case "default":
      case "nullable":
      case "readonly":
      case "nonoptional":
      case "catch":
        node = def.innerType!;
        continue;
      case "pipe":
        node = def.in!;
        continue;
      case "union": {
        const options = def.options ?? [];
        if (typeof value === "string") return options.find(isText);
        // A block that is one of several shapes (a figure): the shape it is.
        const option = options.find((o) => z.safeParse(o, value).success);
        if (!option) return undefined;
        node = option;
        continue;
      }
      default:
        return node;
    }
  }
}
