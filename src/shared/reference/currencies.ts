export const APPLICATION_CURRENCIES = ["EUR", "USD", "GBP", "CHF", "SEK"] as const;

/** Budgets may be stated in more currencies than applications (the built-in requests use CAD). */
export const BUDGET_CURRENCIES = ["USD", "EUR", "GBP", "CHF", "SEK", "CAD", "AUD", "JPY"] as const;

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Units of each currency per 1 EUR (the ECB's reference rates); EUR itself is 1 whether listed or not. */
export type EuroRates = Readonly<Record<string, number>>;

/** `amount` in `from` expressed in `to` through the euro, or null when a rate is missing. */
export function convertMoney(amount: number, from: string, to: string, rates: EuroRates): number | null {
  if (from === to) return amount;
  const perEuro = (currency: string) => (currency === "EUR" ? 1 : rates[currency]);
  const fromRate = perEuro(from);
  const toRate = perEuro(to);
  if (!fromRate || !toRate) return null;
  return (amount / fromRate) * toRate;
}
