import type { RequestView } from "@/shared/contracts/request-views";
import { INTEROP_TERM_NAMES, INTEROP_TERMS, interopLabel } from "@/shared/reference/interoperability";
import { InteropFitList } from "@/web/components/interop-fit";
import { Row, Section } from "./request-section";

/** The request's interoperability needs (issue 35); for a provider's member, how its listed capabilities meet them. */
export function InteropSection({ request }: { request: RequestView }) {
  const stated = INTEROP_TERM_NAMES.filter((term) => request[term]);
  if (stated.length === 0 && !request.interopNotes) return null;
  const fit = request.interopFit ?? [];
  return (
    <Section title="Interoperability">
      <dl className="grid gap-4">
        {stated.map((term) => (
          <Row key={term} label={INTEROP_TERMS[term].label}>
            {interopLabel(request[term] as string)}
          </Row>
        ))}
        {request.interopNotes && (
          <Row label="Integration notes">
            <span className="whitespace-pre-line">{request.interopNotes}</span>
          </Row>
        )}
      </dl>
      {fit.length > 0 && (
        <div className="mt-4 border-t pt-4">
          <h3 className="mb-2 text-sm font-medium">Your provider's fit</h3>
          <InteropFitList fit={fit} />
        </div>
      )}
    </Section>
  );
}
