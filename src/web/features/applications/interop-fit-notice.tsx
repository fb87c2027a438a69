import { type InteropFitLine, interopGaps } from "@/shared/policy/interoperability";
import { InteropFitList } from "@/web/components/interop-fit";

/** Above the apply form: how the provider's listed capabilities meet the request's interoperability needs (issue 35). */
export function InteropFitNotice({ fit }: { fit: InteropFitLine[] }) {
  const gaps = interopGaps(fit);
  return (
    <section aria-labelledby="apply-interop" className="mb-4 rounded-md border p-3">
      <h3 id="apply-interop" className="mb-2 text-sm font-medium">
        Interoperability fit
      </h3>
      <InteropFitList fit={fit} />
      {gaps.length > 0 && (
        <p className="mt-2 text-sm text-muted-foreground" role="note">
          Your provider's profile does not list {gaps.join(", ")}. You can still apply: say in your notes how you would meet {gaps.length === 1 ? "it" : "them"}, or add{" "}
          {gaps.length === 1 ? "it" : "them"} to your profile.
        </p>
      )}
    </section>
  );
}
