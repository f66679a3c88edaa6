// The one place zod's internals are read. The loader walks schemas to find
// the text fields a translation may hold, the keys a "did you mean" may
// suggest and what a field is under its wrappers; zod keeps these in
// `_zod.def` (its own JSON Schema generator reads them the same way), which is
// no public API: a zod upgrade that moves them is met here alone.
import type { z } from "zod";

/** What a schema is made of, as far as the loader reads it. */
export interface SchemaDef {
  type: string;
  /** An object's fields. */
  shape?: Record<string, z.core.$ZodType>;
  /** An array's items. */
  element?: z.core.$ZodType;
  /** What optional, default, nullable and the other wrappers wrap. */
  innerType?: z.core.$ZodType;
  /** A pipe's input. */
  in?: z.core.$ZodType;
  /** A union's options. */
  options?: z.core.$ZodType[];
  /** A string's checks (its length, its pattern). */
  checks?: unknown[];
}

export const defOf = (schema: z.core.$ZodType): SchemaDef => schema._zod.def;

/** Whether an object's field may be left out (optional, or with a default). */
export const isOptionalField = (schema: z.core.$ZodType): boolean => schema._zod.optin === "optional";
