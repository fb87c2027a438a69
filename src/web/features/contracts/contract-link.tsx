import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { FileSignature } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { useAuth } from "@/web/lib/use-auth";
import { contractQueries } from "./api";

/** "Contract" beside an awarded application, when the award's contract exists and the viewer may read it. */
export function ContractLink({ applicationId, label }: { applicationId: string; label?: string }) {
  const { viewer } = useAuth();
  const query = useQuery(contractQueries.byApplication(applicationId, viewer));
  const id = query.data?.id;
  if (!id) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <Link to="/contracts/$id" params={{ id }} aria-label={label}>
        <FileSignature aria-hidden="true" /> Contract
      </Link>
    </Button>
  );
}
