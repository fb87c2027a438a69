import { describe, expect, it } from "vitest";
import { isoTime } from "./common";
import { deadlineProblem, RequestSearchQuery } from "./requests";

describe("dates the API takes", () => {
  it("reads ISO dates and date-times that name a real day and time", () => {
    expect(isoTime("2030-01-31")).toBe(Date.parse("2030-01-31T00:00:00Z"));
    expect(isoTime("2030-01-31T10:15:00+02:00")).toBe(Date.parse("2030-01-31T08:15:00Z"));
    expect(isoTime("2028-02-29T23:59:59.999Z")).toBe(Date.parse("2028-02-29T23:59:59.999Z"));
    for (const text of ["2030-02-30", "2029-02-29", "2030-13-01", "2030-01-01T24:00:00Z", "soon 2030", "2", "Tue, 01 Jan 2030 00:00:00 GMT", ""]) {
      expect(isoTime(text), text).toBeNaN();
    }
  });

  it("takes a deadline only in the future and within 10 years, with the specification's messages", () => {
    const now = Date.parse("2026-06-01T12:00:00Z");
    expect(deadlineProblem("2027-06-01", now)).toBeUndefined();
    expect(deadlineProblem("2036-06-01T12:00:00Z", now)).toBeUndefined();
    expect(deadlineProblem("2036-06-01T12:00:01Z", now)).toBe("Deadline must be within 10 years");
    expect(deadlineProblem("+275760-09-13", now)).toBe("Deadline must be within 10 years");
    expect(deadlineProblem("2026-06-01T12:00:00Z", now)).toBe("Deadline must be in the future");
    expect(deadlineProblem("-000001-01-01", now)).toBe("Deadline must be in the future");
    expect(deadlineProblem("-271821-04-19", now)).toBe("Deadline must be a date");
    expect(deadlineProblem("2027-02-30", now)).toBe("Deadline must be a date");
  });

  it("filters the board only by dates PostgreSQL can store", () => {
    expect(RequestSearchQuery.safeParse({ before: "2090-02-15", after: "0001-01-01" }).success).toBe(true);
    for (const date of ["+275760-09-13", "-271821-04-20", "0000-12-31", "+010000-01-01"]) {
      expect(RequestSearchQuery.safeParse({ before: date }).error?.issues[0]?.message, date).toBe(
        "The before date must be between the years 0001 and 9999",
      );
    }
    for (const date of ["someday", "-271821-04-19"]) {
      expect(RequestSearchQuery.safeParse({ after: date }).error?.issues[0]?.message, date).toBe("The after date must be an ISO date");
    }
  });
});
