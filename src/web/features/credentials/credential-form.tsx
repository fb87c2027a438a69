import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { Credential } from "@/shared/contracts/credentials";
import { errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { refreshCredentials, saveCredential } from "./api";
import { type CredentialValues, DocumentField, KindFields, TextField } from "./credential-fields";
import { UploadProgress } from "@/web/components/upload-progress";

const NAMES = ["type", "country", "region", "number", "issuingBody", "validFrom", "expiresOn", "document"] as const;
const isName = (key: string): key is (typeof NAMES)[number] => (NAMES as readonly string[]).includes(key);

const defaults = (c?: Credential): CredentialValues => ({
  type: c?.type ?? "",
  country: c?.country ?? "",
  region: c?.region ?? "",
  number: c?.number ?? "",
  issuingBody: c?.issuingBody ?? "",
  validFrom: c?.validFrom ?? "",
  expiresOn: c?.expiresOn ?? "",
});

/** The whole credential as multipart form data; the document only when one was chosen. */
function toFormData({ document, ...fields }: CredentialValues): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  const file = document?.[0];
  if (file) data.append("document", file, file.name);
  return data;
}

/**
 * "Add credential", or changing one (`credential`): every field is sent, with a progress bar while the
 * document uploads; the server checks everything and its message for each field is shown under it.
 */
export function CredentialForm({ credential, onDone }: { credential?: Credential; onDone: () => void }) {
  const prefix = useId();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<CredentialValues>({ defaultValues: defaults(credential) });
  const rootError = form.formState.errors.root?.message;
  const save = useMutation({
    mutationFn: (values: CredentialValues) => {
      setProgress(0);
      return saveCredential(toFormData(values), credential?.id, setProgress);
    },
    onSuccess: (saved) => {
      toast.success(saved.status === "pending" ? "Credential saved: pending review" : "Credential saved");
      onDone();
    },
    onError: (e) => {
      if (e instanceof FieldsError) {
        let first: (typeof NAMES)[number] | undefined;
        for (const [key, message] of Object.entries(e.fields)) {
          if (isName(key)) form.setError(key, { message }, { shouldFocus: !first });
          else form.setError("root", { message });
          first ??= isName(key) ? key : undefined;
        }
      }
      toast.error(errorMessage(e, "Failed to save the credential"));
    },
    onSettled: () => {
      setProgress(null);
      return refreshCredentials(queryClient);
    },
  });
  const title = credential ? "Edit credential" : "Add credential";
  return (
    <form className="grid gap-4 rounded-lg border bg-muted/30 p-4" noValidate aria-label={title} onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <h3 className="font-semibold">{title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <KindFields form={form} prefix={prefix} />
        <TextField form={form} prefix={prefix} name="region" label="State or region (optional)" />
        <TextField form={form} prefix={prefix} name="number" label="Number" />
        <div className="sm:col-span-2">
          <TextField form={form} prefix={prefix} name="issuingBody" label="Issuing body" />
        </div>
        <TextField form={form} prefix={prefix} name="validFrom" label="Valid from" type="date" />
        <TextField form={form} prefix={prefix} name="expiresOn" label="Expires on" type="date" />
        <div className="sm:col-span-2">
          <DocumentField form={form} prefix={prefix} current={credential?.document.name} />
        </div>
      </div>
      {rootError && (
        <p role="alert" className="text-sm text-destructive">
          {rootError}
        </p>
      )}
      {progress !== null && <UploadProgress fraction={progress} label="Uploading the document" finishing="saving" />}
      <p className="text-xs text-muted-foreground">{credential ? "Any change sends the credential back for review." : "An admin reviews every new credential before it counts."}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" />
          {save.isPending ? "Saving..." : credential ? "Save changes" : "Add credential"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
