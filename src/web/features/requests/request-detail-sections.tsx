import { Building2, CalendarDays, Globe, Mail } from "lucide-react";
import { ModalityBadges } from "@/web/components/modality-badges";
import { Button } from "@/web/components/ui/button";
import { formatDate, formatNumber } from "@/web/lib/utils";
import type { RequestView } from "@/shared/contracts/request-views";
import { CountryLabel } from "@/web/components/country-flag";
import { budgetText, postedAt, turnaroundText } from "./request-bits";
import { EvaluationWeights } from "./request-evaluation";
import { standstillText } from "./request-logic";
import { volumesText } from "@/web/lib/tender-text";
import { countryName } from "@/shared/reference/countries";
import { InteropSection } from "./request-interop-section";
import { Row, Section } from "./request-section";

/** Project Description, Studies to be Outsourced, How applications are evaluated, and Project Timeline. */
export function DetailSections({ request }: { request: RequestView }) {
  const byModality = volumesText(request.modalities, request.volumesByModality);
  return (
    <>
      <Section title="Project Description">
        <p className="whitespace-pre-line text-sm leading-relaxed">{request.description}</p>
      </Section>
      <Section title="Studies to be Outsourced">
        <dl className="grid gap-4">
          <Row label="Monthly Volume">{request.volumesPerMonth > 0 ? `${formatNumber(request.volumesPerMonth)} studies/month` : "Volume information not specified"}</Row>
          {byModality && <Row label="Volume by Modality">{byModality}</Row>}
          <Row label="Required Modalities">
            {request.modalities.length > 0 ? <ModalityBadges modalities={request.modalities} /> : "Modalities not specified"}
          </Row>
          <Row label="Turnaround Time">{turnaroundText(request.tatRequirement)}</Row>
          <Row label="Budget">{budgetText(request)}</Row>
          {request.standstillDays !== null && <Row label="Standstill">{standstillText(request.standstillDays)} after the award decision</Row>}
          {request.licenceRequired && <Row label="Licence">A verified licence for {countryName(request.country)}, valid until the response deadline, is required to apply</Row>}
          {request.requirements.length > 0 && (
            <Row label="Requirements">
              <ul className="list-disc space-y-1 pl-5">
                {request.requirements.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </Row>
          )}
        </dl>
      </Section>
      <InteropSection request={request} />
      <Section title="How applications are evaluated">
        <EvaluationWeights weights={request.weights} />
      </Section>
      <Section title="Project Timeline">
        <ol className="grid gap-4">
          <TimelineItem label="Request Posted" value={formatDate(postedAt(request))} />
          <TimelineItem label="Response Deadline" value={formatDate(request.deadline)} />
          <TimelineItem label="Project Start" value="To be determined after award" />
        </ol>
      </Section>
    </>
  );
}

function TimelineItem({ label, value }: { label: string; value: string }) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <CalendarDays className="size-4" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm font-medium">{label}</p>
        <p className="text-sm text-muted-foreground">{value}</p>
      </div>
    </li>
  );
}

export function HospitalInformationCard({ request, telerad }: { request: RequestView; telerad: boolean }) {
  return (
    <Section title="Hospital Information">
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="font-medium text-muted-foreground">Facility</dt>
          <dd className="mt-0.5 flex items-center gap-1.5">
            <Building2 className="size-4 text-muted-foreground" aria-hidden="true" />
            {telerad ? <span className="italic">Hospital name hidden</span> : request.facility}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-muted-foreground">Country</dt>
          <dd className="mt-0.5">
            <CountryLabel code={request.country} />
          </dd>
        </div>
        <div>
          <dt className="font-medium text-muted-foreground">Responses</dt>
          <dd className="mt-0.5">{request.responseCount}</dd>
        </div>
        {request.publishOpenData && (
          <div>
            <dt className="font-medium text-muted-foreground">Open data</dt>
            <dd className="mt-0.5">Published in RadBridge's OCDS feed, with its award and contract</dd>
          </div>
        )}
      </dl>
    </Section>
  );
}

/** Contact Details (signed-in non-telerad users): the contact only while the request is OPEN. */
export function ContactDetailsCard({ request }: { request: RequestView }) {
  const open = request.status === "OPEN";
  const hasContact = Boolean(request.contactEmail || request.websiteUrl);
  return (
    <Section title="Contact Details">
      {!open ? (
        <p className="text-sm text-muted-foreground">This request is no longer active</p>
      ) : !hasContact ? (
        <p className="text-sm text-muted-foreground">Contact information not available</p>
      ) : (
        <div className="grid gap-3">
          {request.websiteUrl && (
            <Button asChild variant="outline" className="w-full">
              <a href={request.websiteUrl} target="_blank" rel="noopener noreferrer">
                <Globe aria-hidden="true" />
                Visit Website
              </a>
            </Button>
          )}
          {request.contactEmail && (
            <a href={`mailto:${request.contactEmail}`} className="inline-flex items-center gap-2 break-all text-sm text-primary hover:underline">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {request.contactEmail}
            </a>
          )}
        </div>
      )}
    </Section>
  );
}
