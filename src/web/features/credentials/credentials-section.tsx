import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Plus, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { CREDENTIALS_PAGE_SIZE, credentialQueries } from "./api";
import { CredentialForm } from "./credential-form";
import { CredentialItem } from "./credential-item";

/** Which form is open: none, "Add credential", or editing the credential with this id. */
type Editing = null | "new" | string;

/**
 * "Credentials" on /provider/me (issue 16): the provider's licences, certifications, insurance and
 * accreditations, each pending until an admin verifies it; added, changed and deleted by its users.
 */
export function CredentialsSection() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useQuery({ ...credentialQueries.list(page), placeholderData: keepPreviousData });
  const data = list.data;
  const close = () => setEditing(null);

  return (
    <Card role="region" aria-labelledby="section-credentials">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 pb-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2" id="section-credentials" className="flex items-center gap-2 text-lg">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            Credentials
          </CardTitle>
          <CardDescription>Licences, board certifications, malpractice insurance and accreditations. Verified, unexpired ones show on your public profile; numbers and documents never do.</CardDescription>
        </div>
        {editing !== "new" && (
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            Add credential
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {editing === "new" && <CredentialForm onDone={close} />}
        {list.isPending ? (
          <SkeletonRows label="Loading credentials" rowClassName="h-32 w-full" />
        ) : list.isError ? (
          <LoadError message={errorMessage(list.error, "Failed to load the credentials")} onRetry={() => list.refetch()} />
        ) : data && data.data.length > 0 ? (
          <ul className="flex min-w-0 flex-col gap-3" aria-label="Credentials">
            {data.data.map((c) =>
              editing === c.id ? (
                <li key={c.id}>
                  <CredentialForm credential={c} onDone={close} />
                </li>
              ) : (
                <CredentialItem key={c.id} credential={c} onEdit={() => setEditing(c.id)} />
              ),
            )}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No credentials yet. Add your licences so hospitals can see where you may read.</p>
        )}
        {data && <Pagination page={page} pageCount={pageCountOf(data.total, CREDENTIALS_PAGE_SIZE)} hasNext={data.hasNext} onPageChange={setPage} label="Credentials pages" />}
      </CardContent>
    </Card>
  );
}
