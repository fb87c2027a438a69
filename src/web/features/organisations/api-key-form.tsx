import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { CreateApiKeyInput, type CreatedApiKey } from "@/shared/contracts/studies";
import { ApiError, errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { createApiKey, refreshOrganisation } from "./api";
import { NewKeyDialog } from "./new-key-dialog";

type Values = { name: string };
type Body = z.output<typeof CreateApiKeyInput>;
const resolver = zodResolver(CreateApiKeyInput);
const HINT = "What will use it, e.g. \"RIS export at the main site\". Up to 80 characters.";

/** An Owner names a new key; its secret then shows once, in a dialog, and is never kept by the page. */
export function ApiKeyForm({ organisationId }: { organisationId: string }) {
  const client = useQueryClient();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const form = useForm<Values, unknown, Body>({ resolver, defaultValues: { name: "" } });
  const create = useMutation({
    mutationFn: (v: Body) => createApiKey(organisationId, v),
    onSuccess: (key) => {
      setCreated(key);
      form.reset({ name: "" });
    },
    onError: (error) => {
      if (error instanceof FieldsError && error.fields.name) form.setError("name", { message: error.fields.name });
      else if (error instanceof ApiError && error.status === 409) form.setError("name", { message: error.message });
      toast.error(errorMessage(error, "Failed to create the key"));
    },
    onSettled: () => refreshOrganisation(client),
  });
  const error = form.formState.errors.name?.message;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Create an API key</CardTitle>
        <CardDescription>A key lets your own systems record studies on your organisation's active contracts, without a person signing in.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((v) => create.mutate(v))} aria-label="Create an API key">
          <Field id="api-key-name" label="Name" error={error} hint={HINT}>
            <Input {...fieldProps("api-key-name", error, HINT)} autoComplete="off" maxLength={120} className="sm:max-w-sm" {...form.register("name")} />
          </Field>
          <div>
            <Button type="submit" disabled={create.isPending}>
              <KeyRound aria-hidden="true" />
              {create.isPending ? "Creating..." : "Create key"}
            </Button>
          </div>
        </form>
      </CardContent>
      {created && <NewKeyDialog apiKey={created} onClose={() => setCreated(null)} />}
    </Card>
  );
}
