import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Credential, CredentialPage } from "@/shared/contracts/credentials";
import { ApiError, del, FieldsError, get } from "@/web/api/client";
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

/** The error an upload's answer carries: FieldsError when it names fields (a 400, or a 413 for the document), else ApiError. */
function uploadError(status: number, text: string): ApiError {
  let body: { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    // An answer that is no JSON (a proxy's page): the status says enough.
  }
  const message = body?.error?.message ?? (status === 413 ? "The document is too large" : "Failed to save the credential");
  if (body?.error?.fields) return new FieldsError(message, body.error.fields);
  return new ApiError(status, body?.error?.code ?? String(status), message);
}

/**
 * Sends a credential form (multipart, with its document) by XMLHttpRequest, whose upload events report
 * progress as a fraction from 0 to 1; fetch cannot. POST to add, PATCH with an id to change.
 */
export function saveCredential(data: FormData, id: string | undefined, onProgress: (fraction: number) => void): Promise<Credential> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(id ? "PATCH" : "POST", id ? `/api/credentials/${encodeURIComponent(id)}` : "/api/credentials");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as Credential);
      else reject(uploadError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, "NETWORK", "Network error: please check your connection and try again."));
    xhr.send(data);
  });
}

export const deleteCredential = (id: string) => del<void>(`/api/credentials/${encodeURIComponent(id)}`);

export const refreshCredentials = (client: QueryClient) => refreshQueries(client, root);
