import { Link } from "@tanstack/react-router";
import type { Comparison } from "@/shared/contracts/application-compare";
import { turnaroundLabel } from "@/shared/reference";
import { Card } from "@/web/components/ui/card";
import { volumesText, weightsText } from "@/web/lib/tender-text";
import { formatNumber } from "@/web/lib/utils";

/** What every bid is compared on: the request, its currency, weights, volumes and the day of the rates. */
export function CompareSummary({ comparison: { request, rates } }: { comparison: Comparison }) {
  const byModality = volumesText(request.modalities, request.volumesByModality);
  const volumes = byModality
    ? byModality
    : request.volumesPerMonth > 0
        ? `${formatNumber(request.volumesPerMonth)} studies`
        : "Not stated";
  return (
    <Card className="mb-6 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">
        <Link to="/requests/$id" params={{ id: request.id }} className="text-primary hover:underline">
          {request.title}
        </Link>
      </h2>
      <dl className="mt-3 flex flex-wrap gap-x-10 gap-y-2 text-sm">
        <Item term="Compared in" value={request.currency} />
        <Item term="Weights" value={weightsText(request.weights)} />
        <Item term="Monthly volume" value={volumes} />
        <Item term="Required turnaround" value={request.tatRequirement ? turnaroundLabel(request.tatRequirement) : "None"} />
      </dl>
      <p className="mt-3 text-sm text-muted-foreground">
        {rates
          ? `Converted at reference rates of ${rates.day}.`
          : `No reference rates are stored yet: prices in other currencies than ${request.currency} are not converted.`}
      </p>
    </Card>
  );
}

function Item({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
