import { describe, expect, it } from "vitest";
import { CONTRACT_MODALITIES, type ContractVersion } from "@/shared/contracts/contracts";
import { TURNAROUND_VALUES } from "@/shared/reference";
import { readPdf } from "../../../../tests/support/pdf-text";
import { type ContractDocumentInput, contractPdf } from "./document";

/** Reads the PDF back with a real parser (pdf.js) and checks what a reader of the contract would look for. */

function version(overrides: Partial<ContractVersion> = {}): ContractVersion {
  return {
    id: "7d1c2f0e-5b7a-4c39-9a51-0b8f4f3f9a10",
    number: 1,
    revision: 1,
    kind: "contract",
    status: "accepted",
    proposedBySide: "hospital",
    proposedBy: { name: "Anna Keller", email: "anna.keller@usz.example" },
    proposedAt: "2026-11-20T09:15:00.000Z",
    message: "Please confirm the out-of-hours cover from the first day.",
    respondedBy: { name: "Tomás Ortega", email: "t.ortega@nordrad.example" },
    respondedAt: "2026-11-21T16:42:10.000Z",
    response: null,
    effectiveFrom: "2027-01-01",
    terms: {
      lines: [
        { modality: "CT", tier: "1-4h", priceMinor: 4500 },
        { modality: "CT", tier: "12-24h", priceMinor: 3200 },
        { modality: "MRI", tier: "1-4h", priceMinor: 125000 },
        { modality: "MRI", tier: "12-24h", priceMinor: 5850 },
        { modality: "X-ray", tier: "1-4h", priceMinor: 1800 },
        { modality: "X-ray", tier: "12-24h", priceMinor: 950 },
      ],
      tiers: [
        { tier: "12-24h", commitmentMinutes: 1440, creditBelowPercent: null, creditPercent: null },
        { tier: "1-4h", commitmentMinutes: 90, creditBelowPercent: 90, creditPercent: 5 },
      ],
      forecast: { CT: 1200, MRI: 450, "X-ray": 3800 },
      startDate: "2027-01-01",
      termMonths: 12,
      renewal: "automatic",
      noticeDays: 90,
      qualityMaxDiscrepancyPercent: 2.5,
    },
    ...overrides,
  };
}

const input = (v: ContractVersion, overrides: Partial<ContractDocumentInput> = {}): ContractDocumentInput => ({
  title: "Out-of-hours CT, MRI and X-ray reporting 2027",
  hospital: { name: "Universitätsspital Zürich" },
  provider: { name: "NordRad Teleradiology AB" },
  currency: "EUR",
  version: v,
  endDate: "2027-12-31",
  generatedAt: new Date("2026-11-26T08:30:00.000Z"),
  ...overrides,
});

describe("contractPdf", () => {
  it("holds the parties, lines, commitments, credits, forecast, dates, threshold and acceptances of an agreed version", async () => {
    const bytes = await contractPdf(input(version()));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    const { pages, lines, text, info } = await readPdf(bytes);

    expect(pages).toHaveLength(1);
    expect(info.Author).toBe("RadBridge");
    expect(info.Title).toBe("Out-of-hours CT, MRI and X-ray reporting 2027: contract, version 1");
    expect(lines.slice(0, 4)).toEqual(["Teleradiology services contract", "Out-of-hours CT, MRI and X-ray reporting 2027", "Version 1", "Status: Agreed"]);
    expect(lines).toContain("Hospital: Universitätsspital Zürich");
    expect(lines).toContain("Provider: NordRad Teleradiology AB");

    for (const dated of ["Start date: 2027-01-01", "Term: 12 months", "End of term: 2027-12-31", "Renewal: automatic for the same term", "Notice period: 90 days"])
      expect(lines).toContain(dated);

    expect(lines).toContain("Modality Priority tier Price per study");
    for (const row of [
      "CT Urgent (1-4h) €45.00",
      "CT Routine (12-24h) €32.00",
      "MRI Urgent (1-4h) €1,250.00",
      "MRI Routine (12-24h) €58.50",
      "X-ray Urgent (1-4h) €18.00",
      "X-ray Routine (12-24h) €9.50",
    ])
      expect(lines).toContain(row);

    // The tiers in the order of urgency, each with its commitment and its credit in words.
    expect(text).toContain(
      "Urgent (1-4h) 1 h 30 min If fewer than 90% of a month's studies meet the commitment, a credit of 5% of the tier's fees for that month",
    );
    expect(text).toContain("Routine (12-24h) 24 h No service credit");
    expect(text.indexOf("Urgent (1-4h) 1 h 30 min")).toBeLessThan(text.indexOf("Routine (12-24h) 24 h"));

    expect(lines).toContain("Modality Studies per month");
    for (const row of ["CT 1,200", "MRI 450", "X-ray 3,800"]) expect(lines).toContain(row);

    expect(lines).toContain("Significant-discrepancy rate (RADPEER 2b + 3b) at most 2.5%");
    expect(lines).toContain("Proposed by Universitätsspital Zürich: Anna Keller (anna.keller@usz.example), 2026-11-20 09:15 UTC");
    expect(text).toContain("Message from Universitätsspital Zürich: Please confirm the out-of-hours cover from the first day.");
    expect(lines).toContain("Accepted by NordRad Teleradiology AB: Tomás Ortega (t.ortega@nordrad.example), 2026-11-21 16:42 UTC");

    expect(lines.at(-1)).toBe("Generated 2026-11-26 08:30 UTC by RadBridge - Out-of-hours CT, MRI and X-ray reporting 2027, version 1 Page 1 of 1");
    // The sections in the order a contract reads.
    const order = ["Parties", "Dates", "Service lines", "Turnaround commitments and service credits", "Monthly volume forecast", "Quality threshold", "Acceptances"];
    expect(order.map((h) => lines.indexOf(h))).toEqual(order.map((h) => lines.indexOf(h)).sort((a, b) => a - b));
    expect(order.every((h) => lines.includes(h))).toBe(true);
  });

  it("describes a change proposal the other side sent back, with its effective date and the answer's message", async () => {
    const v = version({
      number: 2,
      revision: 2,
      kind: "change",
      status: "changes_requested",
      proposedBySide: "provider",
      proposedBy: { name: "Tomás Ortega", email: null },
      effectiveFrom: "2027-04-01",
      message: null,
      respondedBy: { name: "Anna Keller", email: "anna.keller@usz.example" },
      respondedAt: "2027-03-02T07:05:00.000Z",
      response: "We cannot accept a higher MRI price before July.",
      terms: { ...version().terms, renewal: "none", noticeDays: 1, termMonths: 1, qualityMaxDiscrepancyPercent: null, forecast: {} },
    });
    const { lines, text } = await readPdf(await contractPdf(input(v, { currency: "CHF", endDate: "2027-01-31" })));

    expect(lines).toContain("Version 2, revision 2, effective from 2027-04-01");
    expect(lines).toContain("Status: Changes asked for");
    for (const dated of ["Term: 1 month", "Renewal: none", "Notice period: 1 day", "End of term: 2027-01-31"]) expect(lines).toContain(dated);
    expect(lines).toContain("CT Urgent (1-4h) CHF 45.00");
    expect(lines).toContain("No quality threshold");
    expect(lines).toContain("No forecast given.");
    expect(lines).toContain("Proposed by NordRad Teleradiology AB: Tomás Ortega, 2026-11-20 09:15 UTC");
    expect(text).toContain("Changes asked for by Universitätsspital Zürich: Anna Keller (anna.keller@usz.example), 2027-03-02 07:05 UTC");
    expect(text).toContain("Response from Universitätsspital Zürich: We cannot accept a higher MRI price before July.");
    expect(text).not.toContain("Accepted by");
  });

  it("states a pending version as awaiting the other side", async () => {
    const v = version({ status: "pending", respondedBy: null, respondedAt: null, proposedBy: null });
    const { lines, text } = await readPdf(await contractPdf(input(v)));
    expect(lines).toContain("Status: Proposed, awaiting acceptance");
    expect(lines).toContain("Proposed by Universitätsspital Zürich: a person no longer on record, 2026-11-20 09:15 UTC");
    expect(lines).toContain("Awaiting the answer of NordRad Teleradiology AB.");
    expect(text).not.toContain("Accepted by");
  });

  it("shows the emergency tier's ≤30m readably in the standard font", async () => {
    const v = version({
      terms: {
        ...version().terms,
        lines: [{ modality: "CT", tier: "≤30m", priceMinor: 9900 }],
        tiers: [{ tier: "≤30m", commitmentMinutes: 30, creditBelowPercent: 97.5, creditPercent: 10 }],
        forecast: { CT: 80 },
      },
    });
    const { lines, text } = await readPdf(await contractPdf(input(v, { currency: "GBP" })));
    expect(lines).toContain("CT Emergency (<=30m) £99.00");
    expect(text).toContain(
      "Emergency (<=30m) 30 min If fewer than 97.5% of a month's studies meet the commitment, a credit of 10% of the tier's fees for that month",
    );
  });

  it("breaks 100 service lines across pages, repeating the table's header, and keeps the last line", async () => {
    const pairs = CONTRACT_MODALITIES.flatMap((modality) => TURNAROUND_VALUES.map((tier) => ({ modality, tier })));
    const lastPair = { modality: "CT", tier: ">48h" as const };
    const others = pairs.filter((p) => !(p.modality === lastPair.modality && p.tier === lastPair.tier)).slice(0, 99);
    const lines = [...others, lastPair].map((p, i) => ({ ...p, priceMinor: 1000 + i * 25 }));
    const tiers = TURNAROUND_VALUES.map((tier) => ({ tier, commitmentMinutes: 60, creditBelowPercent: null, creditPercent: null }));
    const v = version({ terms: { ...version().terms, lines, tiers } });

    const { pages, text } = await readPdf(await contractPdf(input(v)));

    expect(lines).toHaveLength(100);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [i, page] of pages.entries()) expect(page.at(-1)).toMatch(new RegExp(`Page ${i + 1} of ${pages.length}$`));
    const withHeader = pages.filter((page) => page.includes("Modality Priority tier Price per study"));
    expect(withHeader.length).toBeGreaterThanOrEqual(2);
    // The last line (€34.75 = 1000 + 99 x 25 cents) is there whole, and what follows the table too.
    expect(pages.flat()).toContain("CT Elective (>48h) €34.75");
    expect(text).toContain("Significant-discrepancy rate (RADPEER 2b + 3b) at most 2.5%");
    expect(text).toContain("Accepted by NordRad Teleradiology AB: Tomás Ortega (t.ortega@nordrad.example), 2026-11-21 16:42 UTC");
    // Every line's price is in the document once.
    for (const l of lines) expect(text.split(` €${(l.priceMinor / 100).toFixed(2)}`).length - 1).toBe(1);
  });
});
