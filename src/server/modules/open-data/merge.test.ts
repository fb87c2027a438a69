import { describe, expect, it } from "vitest";
import { compileReleases } from "./merge";

const OCID = "ocds-213czf-000-00002";
const release = (id: string, date: string, tag: string[], body: Record<string, unknown>) => ({ ocid: OCID, id, date, tag, initiationType: "tender", ...body });

describe("the OCDS merge routine (compiled release)", () => {
  it("compiles the standard's worked example: the latest values, awards merged by id", () => {
    // docs/schema/merging.md of OCDS 1.1.5, its examples cut down: a tender, an update, an amendment, two awards.
    const buyer = { id: "GB-COH-09506232", name: "Open Data Services" };
    const parties = [{ id: "GB-COH-09506232", name: "Open Data Services", roles: ["buyer"] }];
    const tender = { id: "t", title: "Data merging tool", description: "Data merge tool.", status: "active", value: { amount: 1000, currency: "USD" }, submissionMethod: ["electronicSubmission"] };
    const compiled = compileReleases([
      // Given out of order: the routine orders by date.
      release("award2", "2016-03-03T09:30:00Z", ["award"], { buyer, parties, awards: [{ id: "award-two", status: "active", value: { amount: 750, currency: "USD" } }] }),
      release("tender", "2016-01-01T09:30:00Z", ["tender"], { buyer, parties, tender }),
      release("update", "2016-01-31T09:30:00Z", ["tenderUpdate"], { buyer, parties, tender: { ...tender, description: "Creation of a data merging tool." } }),
      release("amendment", "2016-02-05T10:30:00Z", ["tenderAmendment"], {
        tender: { ...tender, description: "Creation of a data merging tool.", value: { amount: 2000, currency: "USD" }, amendments: [{ id: "amendment-1", rationale: "Budget increased" }] },
      }),
      release("award1", "2016-03-01T09:30:00Z", ["award"], { awards: [{ id: "award-one", status: "active", value: { amount: 750, currency: "USD" } }] }),
    ]);
    expect(compiled).toEqual({
      ocid: OCID,
      id: `${OCID}-2016-03-03T09:30:00Z`,
      date: "2016-03-03T09:30:00Z",
      tag: ["compiled"],
      initiationType: "tender",
      buyer,
      parties,
      tender: { ...tender, description: "Creation of a data merging tool.", value: { amount: 2000, currency: "USD" }, amendments: [{ id: "amendment-1", rationale: "Budget increased" }] },
      awards: [
        { id: "award-one", status: "active", value: { amount: 750, currency: "USD" } },
        { id: "award-two", status: "active", value: { amount: 750, currency: "USD" } },
      ],
    });
  });

  it("removes a field given as null, and merges objects of an array by id field by field", () => {
    const compiled = compileReleases([
      release("1", "2026-01-01T00:00:00Z", ["tender"], { tender: { id: "t", value: { amount: 5, currency: "EUR" }, items: [{ id: "CT", quantity: 10, unit: { name: "studies per month" } }] } }),
      release("2", "2026-01-02T00:00:00Z", ["tenderUpdate"], { tender: { id: "t", value: { amount: null, currency: null }, items: [{ id: "CT", quantity: null }, { id: "MRI", quantity: 4, description: null }] } }),
    ]);
    expect(compiled.tender).toEqual({ id: "t", value: {}, items: [{ id: "CT", unit: { name: "studies per month" } }, { id: "MRI", quantity: 4 }] });
  });

  it("replaces arrays of strings, of objects without ids, and whole-list fields; keeps an id array an empty array does not touch", () => {
    const compiled = compileReleases([
      release("1", "2026-01-01T00:00:00Z", ["tender"], {
        parties: [{ id: "p", roles: ["buyer", "supplier"], additionalIdentifiers: [{ id: "a" }, { id: "b" }] }],
        tender: { id: "t", submissionMethod: ["written"], amendments: [{ id: "1", changes: [{ property: "x" }] }] },
        awards: [{ id: "w" }],
      }),
      release("2", "2026-01-02T00:00:00Z", ["tenderUpdate"], {
        parties: [{ id: "p", roles: ["buyer"], additionalIdentifiers: [{ id: "c" }] }],
        tender: { id: "t", submissionMethod: ["electronicSubmission"], amendments: [{ id: "1", changes: [{ property: "y" }] }] },
        awards: [],
      }),
    ]);
    expect(compiled.parties).toEqual([{ id: "p", roles: ["buyer"], additionalIdentifiers: [{ id: "c" }] }]);
    expect(compiled.tender).toEqual({ id: "t", submissionMethod: ["electronicSubmission"], amendments: [{ id: "1", changes: [{ property: "y" }] }] });
    expect(compiled.awards).toEqual([{ id: "w" }]);
  });

  it("leaves the releases as they were, and treats ids 1 and '1' as one", () => {
    const first = release("1", "2026-01-01T00:00:00Z", ["award"], { awards: [{ id: 1, status: "pending", suppliers: [{ id: "s", name: "S" }] }] });
    const copy = structuredClone(first);
    const compiled = compileReleases([first, release("2", "2026-01-01T00:00:01Z", ["awardUpdate"], { awards: [{ id: "1", status: "active" }] })]);
    expect(compiled.awards).toEqual([{ id: "1", status: "active", suppliers: [{ id: "s", name: "S" }] }]);
    expect(first).toEqual(copy);
  });

  it("refuses to compile nothing", () => {
    expect(() => compileReleases([])).toThrow();
  });
});
