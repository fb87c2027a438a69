import { describe, expect, it } from "vitest";
import { carryForward, sameJson, tagsFor, withRemovals } from "./changes";

const tender = (over: Record<string, unknown> = {}) => ({ id: "t", status: "active", items: [{ id: "CT", quantity: 10 }], value: { amount: 45, currency: "EUR" }, ...over });
const obs = (month: string, measure: number) => ({ id: `${month}-1-4h-median`, measure });
const contract = (observations: { id: string; measure: number }[] | null, over: Record<string, unknown> = {}) => ({
  id: "contract-c",
  awardID: "award-a",
  status: "active",
  ...(observations ? { implementation: { metrics: [{ id: "turnaround", observations }] } } : {}),
  ...over,
});
const state = (over: Record<string, unknown> = {}): Record<string, unknown> => ({ initiationType: "tender", parties: [{ id: "org-h", roles: ["buyer"] }], tender: tender(), ...over });

/** The next release's body as publish makes it. */
const next = (prev: Record<string, unknown>, now: Record<string, unknown>) => withRemovals(prev, carryForward(prev, now));

describe("release tags", () => {
  it("name every section the first release holds", () => {
    expect(tagsFor(null, state())).toEqual(["tender"]);
    expect(tagsFor(null, state({ awards: [{ id: "award-a" }], contracts: [contract([obs("2026-01", 5)])] }))).toEqual(["tender", "award", "contract", "implementation"]);
  });

  it("are none when nothing changed, whatever the order of keys", () => {
    const prev = state({ awards: [{ id: "award-a", status: "active" }] });
    const reordered = JSON.parse(JSON.stringify({ awards: prev.awards, tender: tender(), parties: prev.parties, initiationType: "tender" }));
    expect(tagsFor(prev, next(prev, reordered))).toEqual([]);
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
  });

  it("tell an amendment from an update and a cancellation", () => {
    const prev = state();
    expect(tagsFor(prev, next(prev, state({ tender: tender({ title: "New" }) })))).toEqual(["tenderUpdate"]);
    expect(tagsFor(prev, next(prev, state({ tender: tender({ amendments: [{ id: "e1", rationale: "Amended: Title" }] }) })))).toEqual(["tenderAmendment"]);
    expect(tagsFor(prev, next(prev, state({ tender: tender({ status: "cancelled" }) })))).toEqual(["tenderCancellation"]);
  });

  it("count an observation changed or added, not one of an earlier month the release no longer carries", () => {
    const prev = state({ awards: [{ id: "award-a" }], contracts: [contract([obs("2026-01", 5), obs("2026-02", 6)])] });
    expect(tagsFor(prev, next(prev, { ...prev, contracts: [contract([obs("2026-02", 6)])] }))).toEqual([]);
    expect(tagsFor(prev, next(prev, { ...prev, contracts: [contract([obs("2026-02", 7)])] }))).toEqual(["implementationUpdate"]);
    const unmeasured = state({ awards: [{ id: "award-a" }], contracts: [contract(null)] });
    expect(tagsFor(unmeasured, next(unmeasured, prev))).toEqual(["implementation"]);
    expect(tagsFor(unmeasured, next(unmeasured, state({ awards: [{ id: "award-a" }], contracts: [contract(null, { status: "terminated" })] })))).toEqual(["contractTermination"]);
    expect(tagsFor(unmeasured, next(unmeasured, state({ awards: [{ id: "award-a" }], contracts: [contract(null, { amendments: [{ id: "version-2" }] })] })))).toEqual(["contractAmendment"]);
  });
});

describe("what a release says went", () => {
  it("an award no longer there is cancelled, its unsigned contract too, its supplier stays a tenderer", () => {
    const prev = state({
      parties: [{ id: "org-h", roles: ["buyer"] }, { id: "provider-p", name: "P", roles: ["supplier", "tenderer"] }],
      awards: [{ id: "award-a", status: "active", date: "2026-01-01T00:00:00Z" }],
      contracts: [contract(null, { status: "pending" })],
    });
    const body = next(prev, state());
    expect(body.awards).toEqual([{ id: "award-a", status: "cancelled", date: "2026-01-01T00:00:00Z" }]);
    expect(body.contracts).toEqual([contract(null, { status: "cancelled" })]);
    expect(body.parties).toEqual([{ id: "org-h", roles: ["buyer"] }, { id: "provider-p", name: "P", roles: ["tenderer"] }]);
    expect(tagsFor(prev, body)).toEqual(["awardCancellation", "contractUpdate"]);
    // Said once, it is not news again.
    expect(tagsFor(body, next(body, state()))).toEqual([]);
  });

  it("a field no longer given is null, an object's fields too, and a modality no longer requested loses its quantity", () => {
    const prev = state({ tender: tender({ items: [{ id: "CT", quantity: 10, description: "CT reads" }, { id: "MRI", quantity: 3, description: "MRI reads" }], eligibilityCriteria: "Licence" }) });
    const { value: _, ...noBudget } = tender({ items: [{ id: "CT", quantity: 10, description: "CT reads" }] });
    const body = next(prev, state({ tender: noBudget }));
    expect(body.tender).toEqual({
      id: "t",
      status: "active",
      items: [
        { id: "CT", quantity: 10, description: "CT reads" },
        { id: "MRI", quantity: null, description: "MRI reads (no longer requested)" },
      ],
      value: { amount: null, currency: null },
      eligibilityCriteria: null,
    });
    expect(tagsFor(prev, body)).toEqual(["tenderUpdate"]);
    expect(tagsFor(body, next(body, state({ tender: noBudget })))).toEqual([]);
  });
});
