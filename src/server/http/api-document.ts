import type { Router } from "./router";

const TAGS: Record<string, string> = {
  auth: "Accounts and sessions (better-auth): sign-up, sign-in with e-mail or LinkedIn, sign-out, password reset",
  profiles: "The signed-in user",
  providers: "The public provider directory",
  requests: "Hospitals' requests for reads: the board, posting, amending, closing",
  applications: "Bids on requests: applying, shortlisting, declining, awarding, comparing",
  questions: "Clarification questions and their published answers",
  credentials: "A provider's licences and certifications, with documents and expiry",
  "my-provider": "The signed-in telerad user's own provider profile",
  reviews: "Reviews of providers, from awarded work only",
  events: "The history of every change (Activity)",
  "saved-searches": "Saved searches of the board and the directory, with alerts",
  notifications: "The bell, mail preferences and unsubscribe links",
  contracts: "Contracts made by awards: terms, versions, acceptance, changes and termination",
  studies: "The performance ledger: each contract's studies (file, JSON batches with an API key), disputes and monthly statements",
  "open-data":
    "Open data: an OCDS 1.1 feed (releases and records) of the requests their hospital marked \"Publish as open data\", and of nothing else. It holds the request as providers see it with the buyer's name, the awarded provider and its prices, the contract's dates, value and agreed turnaround, and its measured monthly turnaround; never another bid, a score, a person, an e-mail address or a study. Licence: CC BY 4.0. No sign-in.",
  admin: "Curation of users, providers, requests, applications, credentials and reviews (admins)",
  system: "Health",
};

const WRITES = new Set(["post", "put", "patch", "delete"]);
const ERROR = { $ref: "#/components/schemas/Error" };
const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: ERROR } } });

type Operation = { security?: object[]; responses: Record<string, unknown> };

/**
 * The OpenAPI document: each route's own description, plus what holds for all of them. An operation that can
 * answer 401 needs the session cookie; any other accepts it (what it shows may depend on the caller's role),
 * unless it says otherwise. Any call may be refused for control characters, a write as cross-origin, and any may fail.
 */
export function apiDocument(app: Router, appUrl: string) {
  const doc = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "RadBridge API",
      version: "1.0.0",
      description:
        "The teleradiology marketplace's API, as its web app uses it. Sessions travel in an httpOnly cookie set by the sign-in endpoints. Every write must carry `Origin` equal to the server's URL. Errors are `{ \"error\": { \"code\", \"message\" } }` (the auth endpoints answer better-auth's `{ \"code\", \"message\" }`).",
    },
    servers: [{ url: appUrl, description: "This deployment" }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  });
  doc.info.license = { name: "Proprietary", identifier: "LicenseRef-RadBridge-Proprietary" };
  const secure = appUrl.startsWith("https://");
  doc.components = {
    ...doc.components,
    securitySchemes: {
      session: {
        type: "apiKey",
        in: "cookie",
        name: `${secure ? "__Secure-" : ""}better-auth.session_token`,
        description: "The session cookie set by sign-in (POST /api/auth/sign-in/email or the LinkedIn callback).",
      },
      apiKey: {
        type: "http",
        scheme: "bearer",
        description:
          "An organisation's API key (`Authorization: Bearer rbk_…`), made by an Owner on the organisation's page and shown once. Scope `studies:write`: recording studies on the organisation's contracts only. A key never opens a session, and calls made with one need no `Origin`.",
      },
    },
  };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      op.security ??= op.responses["401"] ? [{ session: [] }] : [{}, { session: [] }];
      op.responses["400"] ??= errorResponse("Control characters in the path or a query parameter (http/input-guard.ts)");
      if (WRITES.has(method)) op.responses["403"] ??= errorResponse("Cross-origin request refused (Origin is not the server's URL)");
      op.responses["500"] ??= errorResponse("Unexpected error");
    }
  }
  return doc;
}
