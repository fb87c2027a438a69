import type { OwnEvaluation } from "@/shared/contracts/applications";
import { WEIGHT_KEYS, WEIGHT_LABELS } from "@/web/lib/tender-text";

const points = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 1 });

/** The provider's own score and rank once the request is decided (PRODUCT.md #24): its own points only. */
export function ApplicationEvaluation({ evaluation }: { evaluation: OwnEvaluation }) {
  return (
    <section aria-labelledby="own-evaluation-title" className="rounded-md border bg-muted/40 p-3">
      <h3 id="own-evaluation-title" className="text-sm font-medium">
        Your evaluation
      </h3>
      <p className="mt-1 text-lg font-semibold">
        {points(evaluation.points.total)} <span className="text-sm font-normal text-muted-foreground">/ 100</span>
        <span className="ml-2 text-sm font-normal">
          Ranked {evaluation.rank} of {evaluation.of}
        </span>
      </p>
      <dl className="mt-2 grid gap-1 text-sm">
        {WEIGHT_KEYS.map((key) => (
          <div key={key} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{WEIGHT_LABELS[key]}</dt>
            <dd>
              {points(evaluation.points[key])} / {evaluation.weights[key]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
