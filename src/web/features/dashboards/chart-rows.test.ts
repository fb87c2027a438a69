import { describe, expect, it } from "vitest";
import { bidRows, contractShareRows, feeRows, studyRows } from "./chart-rows";

describe("dashboard chart rows", () => {
  it("gives each month its share within commitment, none for a month without studies", () => {
    const rows = studyRows([
      { month: "2026-10", studies: 0, within: 0 },
      { month: "2026-11", studies: 200, within: 187 },
    ]);
    expect(rows.map((r) => [r.label, r.share])).toEqual([
      ["Oct 26", null],
      ["Nov 26", 93.5],
    ]);
  });

  it("draws fees in major units", () => {
    expect(feeRows([{ month: "2026-11", feesMinor: 2_591_750, forecastMinor: 2_535_000 }])[0]).toMatchObject({ fees: 25_917.5, forecast: 25_350 });
  });

  it("counts every bid of a month and its win rate among decided bids", () => {
    const [row] = bidRows([{ month: "2026-11", submitted: 2, shortlisted: 1, awarded: 1, declined: 3, withdrawn: 1 }]);
    expect(row).toMatchObject({ total: 8, winRate: 25 });
    expect(bidRows([{ month: "2026-11", submitted: 2, shortlisted: 0, awarded: 0, declined: 0, withdrawn: 0 }])[0]?.winRate).toBeNull();
  });

  it("keys each contract's share by its id, month by month", () => {
    const rows = contractShareRows(
      [
        { id: "a", title: "A", hospital: "H", months: [{ month: "2026-10", studies: 10, within: 9 }, { month: "2026-11", studies: 0, within: 0 }] },
        { id: "b", title: "B", hospital: "H", months: [{ month: "2026-10", studies: 3, within: 3 }, { month: "2026-11", studies: 4, within: 1 }] },
      ],
      ["2026-10", "2026-11"],
    );
    expect(rows).toEqual([
      { month: "2026-10", label: "Oct 26", a: 90, b: 100 },
      { month: "2026-11", label: "Nov 26", a: null, b: 25 },
    ]);
  });
});
