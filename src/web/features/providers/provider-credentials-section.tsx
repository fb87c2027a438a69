import { ShieldCheck } from "lucide-react";
import type { CredentialFacts } from "@/shared/policy/credential-facts";
import { credentialFactLines } from "@/shared/policy/credential-facts";
import { Card } from "@/web/components/ui/card";

/**
 * The profile's "Credentials" block (issue 16 §1): the provider's current verified credentials as facts,
 * "Licensed in Germany, France", "Malpractice insurance verified until 2027-06-30". Never a number or a document.
 */
export function ProfileCredentials({ facts }: { facts: CredentialFacts }) {
  const lines = credentialFactLines(facts);
  return (
    <Card className="p-5" role="region" aria-labelledby="profile-credentials">
      <h2 id="profile-credentials" className="mb-3 text-lg font-semibold">
        Credentials
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">No verified credentials yet.</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {lines.map((line) => (
            <li key={line} className="flex items-start gap-2">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-muted-foreground">Verified by RadBridge from the documents the provider submitted.</p>
    </Card>
  );
}
