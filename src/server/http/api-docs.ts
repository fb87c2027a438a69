import { escapeHtml } from "../mail/templates";

interface OpenApiDoc {
  info: { title: string; version: string };
  paths?: Record<string, Record<string, { summary?: string; tags?: string[]; parameters?: { name: string; in: string; required?: boolean }[] }>>;
}

/** A readable, script-free reference page rendered from the OpenAPI document. */
export function apiDocsPage(input: object): string {
  const doc = input as OpenApiDoc;
  const rows = Object.entries(doc.paths ?? {}).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = (op.parameters ?? []).map((p) => `${p.name}${p.required ? "*" : ""} (${p.in})`).join(", ");
      return `<tr><td><code class="m ${method}">${method.toUpperCase()}</code></td><td><code>${escapeHtml(route)}</code></td><td>${escapeHtml(op.summary ?? "")}</td><td>${escapeHtml((op.tags ?? []).join(", "))}</td><td>${escapeHtml(params)}</td></tr>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)} reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#0f172a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:.5rem;text-align:left;vertical-align:top}.m{font-weight:600}.get{color:#047857}.post{color:#1d4ed8}.patch,.put{color:#b45309}.delete{color:#b91c1c}</style>
</head><body><h1>${escapeHtml(doc.info.title)} <small>v${escapeHtml(doc.info.version)}</small></h1>
<p>The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>. Authentication endpoints are served by better-auth under <code>/api/auth/*</code>. Errors are <code>{ "error": { "code", "message" } }</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Summary</th><th>Tag</th><th>Parameters</th></tr></thead><tbody>${rows.join("")}</tbody></table></body></html>`;
}
