import type { Context } from "hono";

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` (a form body, no
 * Origin) to the link in the List-Unsubscribe header. The signed token in the URL is the whole
 * authority, so the route is exempt from the same-origin check, and its body is not read.
 */
export const isOneClickUnsubscribe = (c: Context) => c.req.method === "POST" && c.req.path === "/api/unsubscribe";
