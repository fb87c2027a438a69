import { Star } from "lucide-react";
import { RATING_MAX, starsLabel } from "@/shared/policy/reviews";
import { cn } from "@/web/lib/utils";

const VALUES = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/**
 * The rating as a radio group of 1 to 5 stars, each named "1 star" ... "5 stars". Native radio inputs
 * (transparent, over their star): Tab reaches the group, arrow keys move and choose, as in any radio
 * group; the stars up to the chosen one are filled.
 */
export function StarRatingInput({ id, value, onChange, invalid, describedBy }: { id: string; value: number | null; onChange: (n: number) => void; invalid?: boolean; describedBy?: string }) {
  return (
    <div role="radiogroup" id={id} aria-labelledby={`${id}-label`} aria-describedby={describedBy} aria-invalid={invalid || undefined} className="flex items-center gap-1">
      {VALUES.map((n) => (
        <span key={n} className="relative rounded-sm p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
          <input
            type="radio"
            name={id}
            value={n}
            aria-label={starsLabel(n)}
            checked={value === n}
            onChange={() => onChange(n)}
            className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
          />
          <Star aria-hidden="true" className={cn("pointer-events-none size-7 text-amber-400 transition-colors", value !== null && n <= value && "fill-amber-400")} />
        </span>
      ))}
      <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">
        {value ? starsLabel(value) : "Choose a rating"}
      </span>
    </div>
  );
}
