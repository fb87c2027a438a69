import { Badge, cycleColor } from "@/web/components/ui/badge";
import { cn } from "@/web/lib/utils";

/**
 * Modality badges in the colour cycle: the first `limit` (all when none is given), then one badge
 * for the rest ("+N" unless `overflow` words it otherwise) that names them as its tooltip.
 */
export function ModalityBadges({
  modalities,
  limit = modalities.length,
  overflow = (n) => `+${n}`,
  className,
}: {
  modalities: string[];
  limit?: number;
  overflow?: (n: number) => string;
  className?: string;
}) {
  const shown = modalities.slice(0, limit);
  const rest = modalities.slice(limit);
  return (
    <ul aria-label="Modalities" className={cn("flex flex-wrap gap-1.5", className)}>
      {shown.map((m, i) => (
        <li key={m}>
          <Badge variant="outline" className={cycleColor(i)}>
            {m}
          </Badge>
        </li>
      ))}
      {rest.length > 0 && (
        <li>
          <Badge variant="outline" title={rest.join(", ")}>
            {overflow(rest.length)}
          </Badge>
        </li>
      )}
    </ul>
  );
}
