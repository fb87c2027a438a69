import { ModalityBadges } from "@/web/components/modality-badges";
import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { SignUpButtons } from "@/web/components/sign-up-buttons";
import { AnsweredQuestionsCount } from "@/web/features/questions";
import { Card } from "@/web/components/ui/card";
import { formatDate, formatNumber } from "@/web/lib/utils";
import { CountryLabel } from "@/web/components/country-flag";
import { Row, Section } from "./request-section";

/** Placeholder content behind the blur: never the request's real data (PRODUCT.md #3). */
const FILLER = {
  description:
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Our imaging department is looking for a reliable teleradiology partner to support reporting across several modalities, with clear turnaround commitments and quality reviews.",
  volume: 2500,
  modalities: ["CT", "MRI", "X-Ray", "Ultrasound"],
};

function Blurred({ children }: { children: ReactNode }) {
  return (
    <div aria-hidden="true" className="pointer-events-none select-none blur-sm">
      {children}
    </div>
  );
}

/** The masked detail for anonymous visitors: blurred filler, facility "Hidden" and a sign-up prompt. */
export function AnonymousDetailBody({ id, country, posted }: { id: string; country: string; posted: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <Section title="Project Description">
          <Blurred>
            <p className="text-sm leading-relaxed">{FILLER.description}</p>
          </Blurred>
        </Section>
        <Section title="Studies to be Outsourced">
          <Blurred>
            <dl className="grid gap-4">
              <Row label="Monthly Volume">{formatNumber(FILLER.volume)} studies/month</Row>
              <Row label="Required Modalities">
                <ModalityBadges modalities={FILLER.modalities} />
              </Row>
            </dl>
          </Blurred>
        </Section>
        <Section title="Project Timeline">
          <dl className="grid gap-4">
            <Row label="Request Posted">{formatDate(posted)}</Row>
            <Row label="Project Start">To be determined after award</Row>
          </dl>
        </Section>
        <Section title="Questions & Answers">
          <AnsweredQuestionsCount requestId={id} />
        </Section>
      </div>
      <aside className="flex flex-col gap-6" aria-label="Request information">
        <Card className="flex flex-col items-center gap-3 p-6 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Lock className="size-5" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold">Sign up to view full details</h2>
          <p className="text-sm text-muted-foreground">Join our platform to apply to requests and access full details.</p>
          <SignUpButtons />
        </Card>
        <Section title="Hospital Information">
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="font-medium text-muted-foreground">Facility</dt>
              <dd className="mt-0.5 italic">Hidden</dd>
            </div>
            <div>
              <dt className="font-medium text-muted-foreground">Country</dt>
              <dd className="mt-0.5">
                <CountryLabel code={country} />
              </dd>
            </div>
          </dl>
        </Section>
      </aside>
    </div>
  );
}
