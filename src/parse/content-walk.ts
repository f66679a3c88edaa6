// The one walk over content data as parsed: lists, blocks of fields and the
// values in them, each with its path (plans[2].features[0] is
// ["plans", 2, "features", 0]). The loader finds links, pictures, values still
// to fill and samples with it; the outputs find the pictures to publish.

/**
 * Calls `visit` for `data` and every value under it, depth first, in the
 * order the file writes them. When `visit` returns false, what is under that
 * value is skipped.
 */
export function walkContent(data: unknown, visit: (node: unknown, path: PropertyKey[]) => boolean | void): void {
  const walk = (node: unknown, at: PropertyKey[]) => {
    if (visit(node, at) === false) return;
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, [...at, i]));
    else if (node && typeof node === "object") for (const [key, value] of Object.entries(node)) walk(value, [...at, key]);
  };
  walk(data, []);
}
