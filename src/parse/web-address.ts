// What a web address says before its host. A schema's https field and a legal
// page's links both refuse an address that hides where it goes.

/**
 * A user name or password before a web address's host (https://user:pass@…,
 * https://calendly.com@evil.test/…): the browser opens the host after the "@",
 * whatever comes before it, so the address can hide where it goes.
 */
export function userInfoOf(address: string): { host: string } | undefined {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(address)?.[1];
  if (!authority?.includes("@")) return undefined;
  let host = authority.slice(authority.lastIndexOf("@") + 1);
  try {
    host = new URL(address).hostname;
  } catch {
    // The host as written.
  }
  return { host };
}
