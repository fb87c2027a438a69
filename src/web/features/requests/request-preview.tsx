import { Eye } from "lucide-react";
import { ModalityBadges } from "@/web/components/modality-badges";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { formatNumber } from "@/web/lib/utils";
import { CountryLabel } from "@/web/components/country-flag";
import { budgetText, LicenceRequiredBadge, turnaroundText } from "./request-bits";
import { type RequestFormValues, standstillText, totalVolume } from "./request-logic";
import { standstillProblem } from "./request-standstill";
import { weightsText } from "@/web/lib/tender-text";
import { parsedWeights, weightsProblem } from "./request-terms";

/** The wizard's live "Request Preview": up to 4 modalities, then "+N". */
export function RequestPreview({ values }: { values: RequestFormValues }) {
  const volume = totalVolume(values);
  const weights = weightsProblem(values.weights) ? null : parsedWeights(values.weights);
  return (
    <Card role="region" aria-labelledby="request-preview-title">
      <CardHeader className="gap-2 pb-3">
        <p id="request-preview-title" className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <Eye className="size-4" aria-hidden="true" />
          Request Preview
        </p>
        <h3 className="text-lg font-semibold leading-snug break-words">{values.title}</h3>
        <div className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {values.facility.trim() && <span>{values.facility}</span>}
          {values.country && <CountryLabel code={values.country} />}
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {values.description.trim() && <p className="line-clamp-3 text-muted-foreground">{values.description}</p>}
        {values.modalities.length > 0 && <ModalityBadges modalities={values.modalities} limit={4} />}
        {volume > 0 && <p>{formatNumber(volume)} cases/month</p>}
        {values.tatRequirement && <p>Turnaround: {turnaroundText(values.tatRequirement)}</p>}
        {weights && <p className="text-muted-foreground">Evaluated on {weightsText(weights)}</p>}
        {values.licenceRequired && values.country && <LicenceRequiredBadge country={values.country} className="w-fit" />}
        {values.standstill && !standstillProblem(values) && <p>Standstill: {standstillText(Number(values.standstillDays))}</p>}
        {(values.budgetMin || values.budgetMax) && (
          <p>
            Budget:{" "}
            {budgetText({
              budgetMin: values.budgetMin ? Number(values.budgetMin) : null,
              budgetMax: values.budgetMax ? Number(values.budgetMax) : null,
              budgetCurrency: values.budgetCurrency,
            })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
