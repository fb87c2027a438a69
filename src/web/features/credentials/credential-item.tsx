import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, FileText, Pencil, Trash2 } from "lucide-react";
import { toast } from "sonner";
import type { Credential } from "@/shared/contracts/credentials";
import { errorMessage } from "@/web/api/client";
import { ConfirmDialog } from "@/web/components/ui/alert-dialog";
import { Badge, type BadgeVariant } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { deleteCredential, documentUrl, refreshCredentials } from "./api";
import { formatBytes } from "@/web/lib/utils";
import { isExpired, jurisdiction, statusLabel, typeLabel } from "./format";

const STATUS_VARIANT: Record<Credential["status"], BadgeVariant> = { pending: "warning", verified: "success", rejected: "destructive" };

/** One credential: what it is, where, its dates, its review and its document, with Edit and Delete. */
export function CredentialItem({ credential: c, onEdit }: { credential: Credential; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteCredential(c.id),
    onSuccess: () => toast.success("Credential deleted"),
    onError: (e) => toast.error(errorMessage(e, "Failed to delete the credential")),
    onSettled: () => refreshCredentials(queryClient),
  });
  const name = `${typeLabel(c)}, ${jurisdiction(c)}`;
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border p-4" aria-label={name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 className="font-semibold">{typeLabel(c)}</h3>
          <p className="text-sm text-muted-foreground">{jurisdiction(c)}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={STATUS_VARIANT[c.status]}>{statusLabel(c)}</Badge>
          {isExpired(c) && <Badge variant="outline">Expired</Badge>}
        </div>
      </div>
      {c.status === "rejected" && c.rejectionReason && (
        <p className="rounded-md bg-destructive/10 p-2 text-sm">
          <span className="font-medium">Rejected: </span>
          {c.rejectionReason}
        </p>
      )}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Fact term="Number" value={c.number} />
        <Fact term="Issuing body" value={c.issuingBody} />
        <Fact term="Valid from" value={c.validFrom} />
        <Fact term="Expires on" value={c.expiresOn} />
      </dl>
      <div className="flex flex-col gap-2 border-t pt-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex min-w-0 items-center gap-1.5 text-sm">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="truncate">{c.document.name}</span>
          <span className="shrink-0 text-muted-foreground">({formatBytes(c.document.size)})</span>
        </p>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={documentUrl(c.id)} download={c.document.name} aria-label={`Download ${c.document.name}`}>
              <Download aria-hidden="true" />
              Download
            </a>
          </Button>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <ConfirmDialog
            title="Delete this credential?"
            description={`${name} (${c.number}) and its document will be deleted for good.`}
            onConfirm={() => remove.mutate()}
            trigger={
              <Button variant="outline" size="sm" disabled={remove.isPending} aria-label={`Delete ${name}`}>
                <Trash2 aria-hidden="true" />
                {remove.isPending ? "Deleting..." : "Delete"}
              </Button>
            }
          />
        </div>
      </div>
    </li>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-2">
      <dt className="text-muted-foreground">{term}:</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}
