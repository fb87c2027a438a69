/** Totals are exact up to this many rows; above it they are estimates, shown as "about N" (decision 0015). */
export const EXACT_TOTAL_LIMIT = 1000;

export interface Total {
  total: number;
  /** True when `total` is an estimate (more than EXACT_TOTAL_LIMIT rows match). */
  estimated: boolean;
}

export const exactTotal = (total: number): Total => ({ total, estimated: false });
