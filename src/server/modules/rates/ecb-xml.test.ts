import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { EcbFormatError, parseEcbXml } from "./ecb-xml";

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>`;
const TAIL = `
\t</Cube>
</gesmes:Envelope>`;
const ecb = (cubes: string) => `${HEAD}${cubes}${TAIL}`;

/** The layout of eurofxref-daily.xml. */
const DAILY = ecb(`
\t\t<Cube time='2026-11-20'>
\t\t\t<Cube currency='USD' rate='1.0543'/>
\t\t\t<Cube currency='JPY' rate='162.87'/>
\t\t\t<Cube currency='GBP' rate='0.83210'/>
\t\t\t<Cube currency='SEK' rate='11.4925'/>
\t\t\t<Cube currency='CHF' rate='0.9312'/>
\t\t\t<Cube currency='IDR' rate='17245.31'/>
\t\t</Cube>`);

/** The layout of eurofxref-hist-90d.xml: many days, newest first. */
const NINETY_DAYS = ecb(`
\t\t<Cube time="2026-11-20">
\t\t\t<Cube currency="USD" rate="1.0543"/>
\t\t\t<Cube currency="GBP" rate="0.8321"/>
\t\t</Cube>
\t\t<Cube time="2026-11-19">
\t\t\t<Cube currency="USD" rate="1.0521"/>
\t\t\t<Cube currency="GBP" rate="0.8307"/>
\t\t</Cube>
\t\t<Cube time="2026-11-18">
\t\t\t<Cube currency="USD" rate="1.0498"/>
\t\t\t<Cube currency="GBP" rate="0.8299"/>
\t\t</Cube>`);

const refusal = (xml: string) => {
  try {
    parseEcbXml(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(EcbFormatError);
    return (error as Error).message;
  }
  throw new Error("the file was accepted");
};

describe("parseEcbXml", () => {
  it("reads the day and every rate of the daily file", () => {
    expect(parseEcbXml(DAILY)).toEqual([
      { day: "2026-11-20", rates: { USD: 1.0543, JPY: 162.87, GBP: 0.8321, SEK: 11.4925, CHF: 0.9312, IDR: 17245.31 } },
    ]);
  });

  it("reads every day of the 90-day history file, in the file's order", () => {
    expect(parseEcbXml(NINETY_DAYS)).toEqual([
      { day: "2026-11-20", rates: { USD: 1.0543, GBP: 0.8321 } },
      { day: "2026-11-19", rates: { USD: 1.0521, GBP: 0.8307 } },
      { day: "2026-11-18", rates: { USD: 1.0498, GBP: 0.8299 } },
    ]);
  });

  it("takes a file on one line, with comments and spaces around attributes", () => {
    const xml = `<gesmes:Envelope><!-- <Cube time='1999-01-01'> --><Cube><Cube time = '2026-11-20' ><Cube rate='1.0543' currency='USD' /></Cube></Cube></gesmes:Envelope>`;
    expect(parseEcbXml(xml)).toEqual([{ day: "2026-11-20", rates: { USD: 1.0543 } }]);
  });

  it("reads the shipped snapshot: 2026-11-20 with the ECB's currencies", () => {
    const [day, ...more] = parseEcbXml(fs.readFileSync(new URL("./snapshot.xml", import.meta.url), "utf8"));
    expect(more).toEqual([]);
    expect(day!.day).toBe("2026-11-20");
    expect(Object.keys(day!.rates).length).toBeGreaterThanOrEqual(29);
    expect(day!.rates).toMatchObject({ USD: 1.0543, GBP: 0.8321, CHF: 0.9312, SEK: 11.4925, CAD: 1.4763, AUD: 1.6187, JPY: 162.87 });
  });

  it("refuses what is not an ECB rates file", () => {
    expect(refusal("")).toMatch(/Envelope/);
    expect(refusal("<!doctype html><html><body>Service unavailable</body></html>")).toMatch(/Envelope/);
    expect(refusal(`{"rates":{"USD":1.05}}`)).toMatch(/Envelope/);
  });

  it("refuses a file without a day", () => {
    expect(refusal(ecb(""))).toMatch(/no day of rates/);
    expect(refusal(ecb("<Cube currency='USD' rate='1.05'/>"))).toMatch(/rate for USD outside any day/);
  });

  it("refuses a bad rate, naming it", () => {
    for (const rate of ["abc", "1,0543", "-1.05", "0", "0.0", "", "1e3", " ", "Infinity"]) {
      expect(refusal(ecb(`<Cube time='2026-11-20'><Cube currency='USD' rate='${rate}'/></Cube>`))).toContain(`bad rate '${rate.trim()}' for USD on 2026-11-20`);
    }
    expect(refusal(ecb(`<Cube time='2026-11-20'><Cube currency='USD'/></Cube>`))).toContain("bad rate '' for USD");
  });

  it("refuses a bad date, naming it", () => {
    for (const date of ["2026-02-30", "2026-13-01", "20-11-2026", "2026-11-20T00:00", "", "yesterday"]) {
      expect(refusal(ecb(`<Cube time='${date}'><Cube currency='USD' rate='1.05'/></Cube>`))).toContain(`bad date '${date}'`);
    }
  });

  it("refuses a bad currency, an empty day, a day twice and a currency twice", () => {
    expect(refusal(ecb(`<Cube time='2026-11-20'><Cube currency='usd' rate='1.05'/></Cube>`))).toContain("bad currency 'usd'");
    expect(refusal(ecb(`<Cube time='2026-11-20'></Cube>`))).toContain("no rates for 2026-11-20");
    expect(refusal(ecb(`<Cube time='2026-11-20'/>`))).toContain("no rates for 2026-11-20");
    const day = `<Cube time='2026-11-20'><Cube currency='USD' rate='1.05'/></Cube>`;
    expect(refusal(ecb(day + day))).toContain("2026-11-20 appears twice");
    expect(refusal(ecb(`<Cube time='2026-11-20'><Cube currency='USD' rate='1.05'/><Cube currency='USD' rate='1.06'/></Cube>`))).toContain(
      "USD appears twice on 2026-11-20",
    );
  });

  it("refuses a file cut short or nested wrongly", () => {
    expect(refusal(DAILY.slice(0, DAILY.indexOf("SEK")))).toMatch(/ends before/);
    expect(refusal(NINETY_DAYS.slice(0, NINETY_DAYS.indexOf('rate="0.8299"')))).toMatch(/ends before/);
    expect(refusal(ecb(`<Cube time='2026-11-20'><Cube time='2026-11-19'><Cube currency='USD' rate='1.05'/></Cube></Cube>`))).toContain(
      "a day (2026-11-19) inside another day",
    );
    expect(refusal(`${DAILY}</Cube>`)).toContain("closes nothing");
  });
});
