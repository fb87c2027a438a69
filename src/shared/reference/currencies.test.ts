import { describe, expect, it } from "vitest";
import { convertMoney } from "./currencies";

/** Units per 1 EUR, as the ECB publishes them (EUR itself is not listed). */
const RATES = { USD: 1.0543, GBP: 0.8321, CHF: 0.9312, SEK: 11.4925, JPY: 162.87 };

/** 100 units of each currency, worked out by hand through the euro: 100 / rate(from) x rate(to). */
const HUNDRED_IN: Record<string, Record<string, number>> = {
  EUR: { USD: 94.8497, GBP: 120.1779, CHF: 107.3883, SEK: 8.7013 },
  USD: { EUR: 105.43, GBP: 126.7035, CHF: 113.2195, SEK: 9.1738 },
  GBP: { EUR: 83.21, USD: 78.9244, CHF: 89.3578, SEK: 7.2404 },
  CHF: { EUR: 93.12, USD: 88.324, GBP: 111.9096, SEK: 8.1027 },
  SEK: { EUR: 1149.25, USD: 1090.0598, GBP: 1381.1441, CHF: 1234.1602 },
};

describe("convertMoney", () => {
  for (const [to, fromEach] of Object.entries(HUNDRED_IN)) {
    it(`converts EUR, USD, GBP, CHF and SEK to ${to}`, () => {
      for (const [from, expected] of Object.entries(fromEach)) expect(convertMoney(100, from, to, RATES)).toBeCloseTo(expected, 3);
    });
  }

  it("leaves an amount in its own currency as it is, even without rates", () => {
    expect(convertMoney(36.71, "GBP", "GBP", {})).toBe(36.71);
    expect(convertMoney(25.72, "EUR", "EUR", {})).toBe(25.72);
  });

  it("converts EUR with rates that do not list it", () => {
    expect(convertMoney(10, "EUR", "JPY", RATES)).toBeCloseTo(1628.7, 6);
  });

  it("gives null when a rate is missing", () => {
    expect(convertMoney(100, "CAD", "EUR", RATES)).toBeNull();
    expect(convertMoney(100, "EUR", "CAD", RATES)).toBeNull();
    expect(convertMoney(100, "USD", "GBP", { USD: 1.0543 })).toBeNull();
    expect(convertMoney(100, "SEK", "CHF", {})).toBeNull();
  });
});
