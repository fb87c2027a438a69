export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A 400 that names the field each message belongs to (the provider forms' endpoints). */
export class FieldsError extends ApiError {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(400, "BAD_REQUEST", message);
  }
}

/** The API's answer for an id or slug that names nothing (404) or cannot name anything (400). */
export const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

type Query = Record<string, string | number | boolean | string[] | undefined | null>;

export function toQueryString(query?: Query): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, v);
    else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** Calls the API with the session cookie; throws ApiError with the server's message. */
export async function api<T>(method: string, path: string, opts: { body?: unknown; query?: Query } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${path}${toQueryString(opts.query)}`, {
      method,
      credentials: "same-origin",
      headers: opts.body !== undefined ? { "content-type": "application/json" } : undefined,
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
  } catch {
    throw new ApiError(0, "NETWORK", "Network error: please check your connection and try again.");
  }
  const text = await res.text();
  const data = text ? safeJson(text) : null;
  if (!res.ok) {
    const body = data as { error?: { code?: string; message?: string; fields?: Record<string, string> } | string; message?: string; code?: string } | null;
    const message =
      (typeof body?.error === "object" ? body.error.message : undefined) ?? body?.message ?? (typeof body?.error === "string" ? body.error : undefined) ?? res.statusText ?? "Request failed";
    const code = (typeof body?.error === "object" ? body.error.code : undefined) ?? body?.code ?? String(res.status);
    if (res.status === 400 && typeof body?.error === "object" && body.error.fields) throw new FieldsError(message, body.error.fields);
    throw new ApiError(res.status, code, message);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

export const get = <T>(path: string, query?: Query) => api<T>("GET", path, { query });
export const post = <T>(path: string, body?: unknown) => api<T>("POST", path, { body: body ?? {} });
export const patch = <T>(path: string, body: unknown) => api<T>("PATCH", path, { body });
export const put = <T>(path: string, body: unknown) => api<T>("PUT", path, { body });
export const del = <T>(path: string) => api<T>("DELETE", path);

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The error an upload's answer carries: FieldsError when it names fields (a 400, or a 413 for the files), else ApiError. */
function uploadError(status: number, text: string, fallback: { tooLarge: string; failed: string }): ApiError {
  let body: { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    // An answer that is no JSON (a proxy's page): the status says enough.
  }
  const message = body?.error?.message ?? (status === 413 ? fallback.tooLarge : fallback.failed);
  if (body?.error?.fields) return new FieldsError(message, body.error.fields);
  return new ApiError(status, body?.error?.code ?? String(status), message);
}

/**
 * Sends a multipart form (with its files) by XMLHttpRequest, whose upload events report progress as a fraction from
 * 0 to 1, which fetch cannot (decision 0024). `fallback` names the failure when the answer says nothing.
 */
export function upload<T>(method: "POST" | "PATCH", path: string, data: FormData, onProgress: (fraction: number) => void, fallback: { tooLarge: string; failed: string }): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as T);
      else reject(uploadError(xhr.status, xhr.responseText, fallback));
    };
    xhr.onerror = () => reject(new ApiError(0, "NETWORK", "Network error: please check your connection and try again."));
    xhr.send(data);
  });
}
