// src/parse/web-address.ts: what an address says before its host, which
// would hide where it goes.
import { describe, expect, it } from "vitest";
import { userInfoOf } from "../../../src/parse/web-address.ts";

describe("userInfoOf", () => {
  it("finds a user name or password before the host, and names the host the browser opens", () => {
    expect(userInfoOf("https://calendly.com@evil.test/meet")).toEqual({ host: "evil.test" });
    expect(userInfoOf("https://user:secret@Example.COM:8443/")).toEqual({ host: "example.com" });
    expect(userInfoOf("http://a@b@c.test")).toEqual({ host: "c.test" });
  });

  it("finds nothing in an address without one, however its path or query uses an @", () => {
    expect(userInfoOf("https://calendly.com/agency/30min")).toBeUndefined();
    expect(userInfoOf("https://example.com/team/@priya?from=a@b.test#x@y")).toBeUndefined();
    expect(userInfoOf("mailto:hello@example.com")).toBeUndefined();
    expect(userInfoOf("/privacy-policy")).toBeUndefined();
  });

  it("names the host as written when the address does not parse", () => {
    expect(userInfoOf("https://user@exa mple.test/")).toEqual({ host: "exa mple.test" });
  });
});
