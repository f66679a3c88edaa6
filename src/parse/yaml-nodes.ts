// Finding things in a parsed YAML document: the node a field path leads to, and
// the field path that leads to a node. Messages use both directions: a zod issue
// has a path and needs a line; a YAML syntax error has an offset and needs a path.
import { isCollection, isMap, isNode, isPair, isScalar, isSeq, visit, type Document, type Node, type Pair } from "yaml";

export interface Located {
  /** The deepest node that exists along the path. */
  node: Node | null;
  /** The key of the pair holding that node, when it is a field's value. */
  key?: Node;
  /** Whether the whole path exists (false: a field or item is missing). */
  complete: boolean;
}

/** Follows a field path as far as it exists, so a missing field can point at the block that lacks it. */
export function locate(doc: Document, path: readonly PropertyKey[]): Located {
  let here: Located = { node: doc.contents, complete: true };
  for (const key of path) {
    const { node } = here;
    let next: Located | undefined;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(key));
      // `field:` with nothing after it is a null scalar; it still marks where the value belongs.
      if (pair && isNode(pair.value)) next = { node: pair.value, key: pair.key as Node, complete: true };
      else if (pair) next = { node: pair.key as Node, complete: true };
    } else if (isSeq(node) && typeof key === "number" && isNode(node.items[key])) {
      next = { node: node.items[key] as Node, complete: true };
    }
    if (!next) return { ...here, complete: false };
    here = next;
  }
  return here;
}

/** The field path of a node, from the ancestors yaml's visit() passes along. */
export function pathOf(ancestors: readonly unknown[], node: unknown): PropertyKey[] {
  const path: PropertyKey[] = [];
  const chain = [...ancestors, node];
  for (let i = 1; i < chain.length; i++) {
    const here = chain[i];
    const parent = chain[i - 1];
    if (isPair(here) && isScalar(here.key)) path.push(String(here.key.value));
    else if (isSeq(parent)) path.push(parent.items.indexOf(here));
  }
  return path;
}

/** The first scalar, collection or pair the test accepts, with its field path. */
export function findNode<T extends Node | Pair>(
  doc: Document,
  test: (node: Node | Pair) => node is T,
): { node: T; path: PropertyKey[] } | undefined;
export function findNode(doc: Document, test: (node: Node | Pair) => boolean): { node: Node | Pair; path: PropertyKey[] } | undefined;
export function findNode(doc: Document, test: (node: Node | Pair) => boolean): { node: Node | Pair; path: PropertyKey[] } | undefined {
  let found: { node: Node | Pair; path: PropertyKey[] } | undefined;
  visit(doc, (_key, node, ancestors) => {
    if ((isPair(node) || isScalar(node) || isCollection(node)) && test(node)) {
      found = { node, path: pathOf(ancestors, node) };
      return visit.BREAK;
    }
    return undefined;
  });
  return found;
}
