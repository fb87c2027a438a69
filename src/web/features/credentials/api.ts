import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Credential, CredentialPage } from "@/shared/contracts/credentials";
import { del, get, upload } from "@/web/api/client";
import { refreshQueries } from "@/web/lib/refresh-queries";

export const CREDENTIALS_PAGE_SIZE = 10;
const root = ["credentials"] as const;

/** The signed-in user's provider's credentials, newest first. */
export const credentialQueries = {
  all: root,
  list: (page = 1) =>
    queryOptions({
      queryKey: [...root, "mine", page] as const,
      queryFn: () => get<CredentialPage>("/api/credentials", { page, pageSize: CREDENTIALS_PAGE_SIZE }),
    }),
};

export const documentUrl = (id: string) => `/api/credentials/${encodeURIComponent(id)}/document`;

/** Sends a credential form (multipart, with its document), reporting the upload's progress. POST to add, PATCH with an id to change. */
export const saveCredential = (data: FormData, id: string | undefined, onProgress: (fraction: number) => void) =>
  upload<Credential>(id ? "PATCH" : "POST", id ? `/api/credentials/${encodeURIComponent(id)}` : "/api/credentials", data, onProgress, {
    tooLarge: "The document is too large",
    failed: "Failed to save the credential",
  });

export const deleteCredential = (id: string) => del<void>(`/api/credentials/${encodeURIComponent(id)}`);

export const refreshCredentials = (client: QueryClient) => refreshQueries(client, root);
