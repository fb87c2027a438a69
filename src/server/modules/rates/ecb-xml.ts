/**
 * Reads the ECB's euro foreign exchange reference rates in the format of
 * https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml (one day) and of its
 * 90-day and full history files (many days):
 *
 *   <gesmes:Envelope ...><Cube><Cube time='2026-11-20'><Cube currency='USD' rate='1.0543'/>...</Cube></Cube></gesmes:Envelope>
 */

export interface EcbDay {
  /** yyyy-mm-dd */
  day: string;
  /** Units of each currency per 1 EUR. */
  rates: Record<string, number>;
}

export class EcbFormatError extends Error {
  constructor(problem: string) {
    super(`Not an ECB reference rates file: ${problem}`);
    this.name = "EcbFormatError";
  }
}

type Open = { kind: "group" } | { kind: "rate" } | { kind: "day"; day: EcbDay };

const CUBE_TAG = /<(\/?)Cube\b([^>]*?)(\/?)>/g;
const ATTRIBUTE = /([A-Za-z_:][\w.:-]*)\s*=\s*(?:'([^']*)'|"([^"]*)")/g;
const DECIMAL = /^\d+(\.\d+)?$/;
const CURRENCY = /^[A-Z]{3}$/;

/** Every day in the file, in the file's order; throws EcbFormatError on anything else. */
export function parseEcbXml(xml: string): EcbDay[] {
  const text = xml.replace(/<!--[\s\S]*?-->/g, "");
  if (!/<(\w+:)?Envelope\b/.test(text)) throw new EcbFormatError("no <gesmes:Envelope> element");
  const days: EcbDay[] = [];
  const seen = new Set<string>();
  const open: Open[] = [];
  for (const [, closing, attributeText, selfClosing] of text.matchAll(CUBE_TAG)) {
    if (closing) {
      const element = open.pop();
      if (!element) throw new EcbFormatError("a </Cube> closes nothing");
      if (element.kind === "day") finishDay(element.day);
      continue;
    }
    const element = readCube(attributesOf(attributeText ?? ""), open);
    if (selfClosing) {
      if (element.kind === "day") finishDay(element.day);
    } else open.push(element);
  }
  if (open.length) throw new EcbFormatError("the file ends before its <Cube> elements are closed");
  if (!days.length) throw new EcbFormatError("no day of rates (<Cube time='yyyy-mm-dd'>) found");
  return days;

  function finishDay(day: EcbDay) {
    if (!Object.keys(day.rates).length) throw new EcbFormatError(`no rates for ${day.day}`);
    if (seen.has(day.day)) throw new EcbFormatError(`${day.day} appears twice`);
    seen.add(day.day);
    days.push(day);
  }
}

function readCube(attributes: Map<string, string>, open: Open[]): Open {
  const time = attributes.get("time");
  const currency = attributes.get("currency");
  const enclosingDay = open.find((o): o is Extract<Open, { kind: "day" }> => o.kind === "day");
  if (time !== undefined) {
    if (enclosingDay) throw new EcbFormatError(`a day (${time}) inside another day`);
    if (!isRealDate(time)) throw new EcbFormatError(`bad date '${time}' (expected yyyy-mm-dd)`);
    return { kind: "day", day: { day: time, rates: {} } };
  }
  if (currency !== undefined) {
    if (!enclosingDay) throw new EcbFormatError(`a rate for ${currency} outside any day`);
    const { day } = enclosingDay;
    if (!CURRENCY.test(currency)) throw new EcbFormatError(`bad currency '${currency}' on ${day.day}`);
    const raw = attributes.get("rate") ?? "";
    const rate = Number(raw);
    if (!DECIMAL.test(raw) || !(rate > 0)) throw new EcbFormatError(`bad rate '${raw}' for ${currency} on ${day.day}`);
    if (currency in day.rates) throw new EcbFormatError(`${currency} appears twice on ${day.day}`);
    day.rates[currency] = rate;
    return { kind: "rate" };
  }
  return { kind: "group" };
}

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, single, double] of text.matchAll(ATTRIBUTE)) attributes.set(name!, (single ?? double ?? "").trim());
  return attributes;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
