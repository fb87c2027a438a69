import { describe, expect, it } from "vitest";
import { backoffSeconds, firstLinkPath } from "./outbox";

describe("backoffSeconds", () => {
  it("doubles from 2 seconds and stops at ten minutes", () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([2, 4, 8, 16]);
    expect(backoffSeconds(20)).toBe(600);
  });
});

describe("firstLinkPath", () => {
  it("is the path and query of the mail's first link: the page its notification opens", () => {
    expect(firstLinkPath("Applied.\n\nReview the applications: https://radbridge.example/requests/abc\n\nOther: https://x.test/y")).toBe("/requests/abc");
    expect(firstLinkPath("See http://localhost:3000/requests?mod=MRI&country=DE now")).toBe("/requests?mod=MRI&country=DE");
    expect(firstLinkPath("Home: https://radbridge.example")).toBe("/");
    expect(firstLinkPath("No link at all")).toBeNull();
  });
});
