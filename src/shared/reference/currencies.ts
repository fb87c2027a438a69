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
