import type { Weights } from "@/shared/policy/scoring";
import { WEIGHT_KEYS, WEIGHT_LABELS } from "@/web/lib/tender-text";

const EXPLANATIONS: Record<keyof Weights, string> = {
  price: "The lowest estimated monthly cost gets full points; a dearer bid gets points in proportion.",
  turnaround: "A commitment that meets the required turnaround gets full points; a slower one gets points in proportion.",
  quality: "The hospital's quality assessment of the bid (with an evaluation panel, its consensus), else the provider's rating once it has reviews. A bid without either is not ranked.",
};

/** The body of "How applications are evaluated": each weight with what earns its points (PRODUCT.md #22, #24). */
export function EvaluationWeights({ weights }: { weights: Weights }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">Each application is scored out of 100:</p>
      <dl className="grid gap-4">
        {WEIGHT_KEYS.map((k) => (
          <div key={k} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-1.5">
            <dt className="text-sm font-medium">{WEIGHT_LABELS[k]}</dt>
            <dd className="whitespace-nowrap text-sm font-semibold tabular-nums">{weights[k]} %</dd>
            <dd className="col-span-2 grid gap-1.5 text-sm text-muted-foreground">
              <span aria-hidden="true" className="block h-1.5 overflow-hidden rounded-full bg-muted">
                <span className="block h-full rounded-full bg-primary" style={{ width: `${weights[k]}%` }} />
              </span>
              {EXPLANATIONS[k]}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
