import { Link } from "@tanstack/react-router";
import { BadgeCheck, Check, Clock, Star, Trophy, X } from "lucide-react";
import type { CompareEntry, Comparison } from "@/shared/contracts/application-compare";
import { formatMoney, turnaroundLabel } from "@/shared/reference";
import { Badge } from "@/web/components/ui/badge";
import { formatTat, reviewsLabel } from "@/web/features/providers";
import { WEIGHT_KEYS, WEIGHT_LABELS } from "@/web/lib/tender-text";
import { formatDay } from "@/web/lib/utils";
import { AmendmentBadge } from "./application-bits";

type Request = Comparison["request"];

/** Marks the best value of a row in words, not colour alone. */
export function BestMark() {
  return (
    <Badge variant="success" className="mt-1 flex w-fit">
      <Trophy aria-hidden="true" className="size-3" /> Best
    </Badge>
  );
}

export function ProviderName({ entry }: { entry: CompareEntry }) {
  return (
    <span className="flex flex-col gap-1">
      <Link to="/providers/$slug" params={{ slug: entry.provider.slug }} className="font-semibold text-primary hover:underline">
        {entry.provider.name}
      </Link>
      <AmendmentBadge application={entry.application} />
    </span>
  );
}

export function ProviderFacts({ provider }: { provider: CompareEntry["provider"] }) {
  return (
    <div className="grid gap-1">
      {provider.verified && (
        <Badge variant="success" className="w-fit">
          <BadgeCheck aria-hidden="true" className="size-3.5" /> Verified
        </Badge>
      )}
      {provider.reviewCount === 0 ? (
        <span className="text-muted-foreground">No reviews yet</span>
      ) : (
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
          <span className="sr-only">Rating </span>
          <span className="font-medium">{provider.rating.toFixed(1)}</span>
          <span className="text-muted-foreground">({reviewsLabel(provider.reviewCount)})</span>
        </span>
      )}
      {provider.medianTatMinutes !== null && (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Clock aria-hidden="true" className="size-4" />
          <span>{formatTat(provider.medianTatMinutes)} median turnaround</span>
        </span>
      )}
    </div>
  );
}

/** The bid's own price, and under it the same price in the request's currency. */
export function PriceCell({ amount, currency, converted, request }: { amount: number; currency: string; converted: number | null; request: Request }) {
  if (currency === request.currency) return <span className="font-medium">{formatMoney(amount, currency)}</span>;
  return (
    <div className="grid">
      <span>{formatMoney(amount, currency)}</span>
      {converted === null ? (
        <span className="text-xs text-muted-foreground">No rate for {currency}</span>
      ) : (
        <span className="font-medium">
          <span className="sr-only">converted: </span>
          {formatMoney(converted, request.currency)}
        </span>
      )}
    </div>
  );
}

const hasVolume = (request: Request) => request.volumesPerMonth > 0 || Object.values(request.volumesByModality).some((v) => v > 0);

export function MonthlyCostCell({ entry, request }: { entry: CompareEntry; request: Request }) {
  if (entry.estimatedMonthlyCost !== null) return <span className="font-medium">{formatMoney(entry.estimatedMonthlyCost, request.currency)}</span>;
  return (
    <span className="text-muted-foreground">
      {hasVolume(request) ? `Not available without a rate for ${entry.application.currency}` : "Not available without a volume"}
    </span>
  );
}

export function TurnaroundCell({ entry }: { entry: CompareEntry }) {
  const { commitment, meets, missesByHours } = entry.turnaround;
  return (
    <div className="grid gap-1">
      <span>{commitment ? turnaroundLabel(commitment) : "Not stated"}</span>
      {meets ? (
        <span className="inline-flex items-center gap-1 font-medium text-success">
          <Check aria-hidden="true" className="size-4" /> Meets
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 font-medium text-destructive">
          <X aria-hidden="true" className="size-4" /> Misses by {formatTat(missesByHours * 60)}
        </span>
      )}
    </div>
  );
}

export function ScoreCell({ entry, request }: { entry: CompareEntry; request: Request }) {
  const { score } = entry;
  if (!score)
    return (
      <span className="text-muted-foreground">
        {entry.qualityScore === null
          ? request.panel
            ? "Not scored until the panel's consensus"
            : "Not scored until it has a quality score"
          : `Not scored without a rate for ${entry.application.currency}`}
      </span>
    );
  return (
    <div className="grid gap-1">
      <span>
        <span className="text-lg font-semibold">{score.total.toFixed(1)}</span>
        <span className="text-muted-foreground"> / 100</span>
      </span>
      <ul aria-label="Score breakdown" className="grid text-xs text-muted-foreground">
        {WEIGHT_KEYS.map((key) => (
          <li key={key}>
            {WEIGHT_LABELS[key]} {score[key].toFixed(1)} / {request.weights[key]}
          </li>
        ))}
      </ul>
    </div>
  );
}

export const rankText = (entry: CompareEntry, ranked: number) => (entry.rank === null ? "Not ranked" : `${entry.rank} of ${ranked}`);

export function EarliestStartCell({ entry }: { entry: CompareEntry }) {
  const start = entry.application.earliestStart;
  return start ? <span>{formatDay(start)}</span> : <span className="text-muted-foreground">Not stated</span>;
}

export function NoteCell({ entry }: { entry: CompareEntry }) {
  const note = entry.application.note;
  return note ? <p className="whitespace-pre-line break-words text-sm">{note}</p> : <span className="text-muted-foreground">No note</span>;
}
