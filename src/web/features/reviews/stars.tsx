import { Star } from "lucide-react";
import { RATING_MAX } from "@/shared/policy/reviews";
import { cn } from "@/web/lib/utils";

/** A rating shown as stars, read out as "4 out of 5 stars" (a mean such as 4.3 fills four and a part). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`${rating.toFixed(Number.isInteger(rating) ? 0 : 1)} out of ${RATING_MAX} stars`} className={cn("inline-flex items-center gap-0.5", className)}>
      {Array.from({ length: RATING_MAX }, (_, i) => {
        const fill = Math.max(0, Math.min(1, rating - i));
        return (
          <span key={i} className="relative inline-block size-4" aria-hidden="true">
            <Star className="absolute inset-0 size-4 text-amber-400" />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className="size-4 fill-amber-400 text-amber-400" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
