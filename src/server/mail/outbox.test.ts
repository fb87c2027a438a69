import { describe, expect, it } from "vitest";
import { backoffSeconds } from "./outbox";

describe("backoffSeconds", () => {
  it("doubles from 2 seconds and stops at ten minutes", () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([2, 4, 8, 16]);
    expect(backoffSeconds(20)).toBe(600);
  });
});
