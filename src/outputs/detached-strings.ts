// Texts found in a page, as strings of their own. A regex match or a slice is
// a view into the page's HTML, which V8 keeps whole for as long as the view
// lives: a few bytes kept until the end of the build (an inline stylesheet for
// the CSP, a page's ids for the link check) would keep a 30 KB page with them.
// JSON's round trip makes new strings, for one text or a list of them at once.

/** `value` (a string, or a list of strings) made of new strings that hold no page. */
export const ownCopy = <T extends string | string[]>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
