// src/render/base-path.ts: a page's root-relative addresses put under the
// sub-path the site is served from, and nothing else touched.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { underBase } from "../../../src/render/base-path.ts";

describe("a page under a sub-path", () => {
  it("gets the path before every root-relative address in href, src, action and poster", () => {
    const html = '<a href="/hi">हिन्दी</a><img src="/icons/a.png"><form action="/x"></form><video poster="/p.jpg"></video>';
    expect(underBase(html, "/agency")).toBe(
      '<a href="/agency/hi">हिन्दी</a><img src="/agency/icons/a.png"><form action="/agency/x"></form><video poster="/agency/p.jpg"></video>',
    );
  });

  it("gets it before each candidate of a srcset and an imagesrcset", () => {
    const html = '<img srcset="/images/a.400.webp 400w, /images/a.800.webp 800w"><link imagesrcset="/og/x.png 1x">';
    expect(underBase(html, "/agency")).toBe(
      '<img srcset="/agency/images/a.400.webp 400w, /agency/images/a.800.webp 800w"><link imagesrcset="/agency/og/x.png 1x">',
    );
  });

  it("leaves other sites' addresses, protocol-relative ones, fragments, relative ones and text alone", () => {
    const html =
      '<a href="https://wa.me/91">w</a><a href="//cdn.example/x">c</a><a href="#pricing">p</a><a href="terms">t</a><p>see /hi</p><a data-href="/x">d</a>';
    expect(underBase(html, "/agency")).toBe(html);
  });

  it("leaves a site at the host's root unchanged", () => {
    fc.assert(fc.property(fc.string(), (html) => underBase(html, "") === html));
  });
});
