import type { Total } from "@/shared/contracts/common";
import { formatNumber, totalQualifier } from "@/web/lib/utils";

/** A counter's figure; an estimate's "about" or "more than" in small type before it (decision 0015). */
export function BigTotal({ count }: { count: Total }) {
  const qualifier = totalQualifier(count);
  return (
    <>
      {qualifier && <span className="text-sm font-medium text-muted-foreground">{qualifier}</span>}
      {formatNumber(count.total)}
    </>
  );
}
