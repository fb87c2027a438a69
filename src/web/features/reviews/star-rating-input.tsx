import { Star } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { RATING_MAX, starsLabel } from "@/shared/policy/reviews";
import { cn } from "@/web/lib/utils";

const VALUES = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/**
 * The rating as a radio group of 1 to 5 stars, each named "1 star" ... "5 stars": arrow keys move and
 * choose, as in any radio group; the stars up to the chosen one are filled.
 */
export function StarRatingInput({ id, value, onChange, invalid, describedBy }: { id: string; value: number | null; onChange: (n: number) => void; invalid?: boolean; describedBy?: string }) {
  return (
    <RadioGroup.Root
      id={id}
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      orientation="horizontal"
      value={value ? String(value) : ""}
      onValueChange={(v) => onChange(Number(v))}
      className="flex items-center gap-1"
    >
      {VALUES.map((n) => (
        <RadioGroup.Item
          key={n}
          value={String(n)}
          aria-label={starsLabel(n)}
          className="rounded-sm p-0.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Star aria-hidden="true" className={cn("size-7 text-amber-400 transition-colors", value !== null && n <= value && "fill-amber-400")} />
        </RadioGroup.Item>
      ))}
      <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">
        {value ? starsLabel(value) : "Choose a rating"}
      </span>
    </RadioGroup.Root>
  );
}
