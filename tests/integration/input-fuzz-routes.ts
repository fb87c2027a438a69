import fc from "fast-check";

/** The routes the input fuzz test sends to, with valid values for their fields and parameters. */

export type Who = "anonymous" | "basic" | "telerad" | "hospital" | "admin";
/** Filled by the test once its fixtures exist. */
export const ids = { request: "", application: "", provider: "", target: "", basicEmail: "", question: "", credential: "", review: "", savedSearch: "", notification: "", unsubscribe: "", organisation: "", invitation: "", contract: "", contractVersion: "", activeContract: "", study: "", decidedRequest: "", decision: "", challenge: "" };

export const text = fc.string({ maxLength: 30 }).map((s) => `T${s}`);
export const country = fc.constantFrom("GB", "United Kingdom", "UAE", "de", "usa");
const modalities = fc.subarray(["CT", "MRI", "X-ray", "PET", "Breast MRI"]);
const future = fc.integer({ min: 1, max: 3000 }).map((d) => new Date(Date.now() + d * 86_400_000).toISOString());
export const email = fc.oneof(fc.constantFrom("x@example.test"), fc.uuid().map((u) => `fz-${u.slice(0, 8)}@example.test`));

const requestFields = {
  title: text,
  facility: text,
  country,
  description: text,
  modalities,
  volumesPerMonth: fc.integer({ min: 0, max: 5000 }),
  volumesByModality: fc.dictionary(fc.constantFrom("CT", "MRI", "PET"), fc.integer({ min: 0, max: 5000 }), { maxKeys: 2 }),
  weights: fc.constantFrom({ price: 40, turnaround: 30, quality: 30 }, { price: 50, turnaround: 25, quality: 25 }),
  tatRequirement: fc.constantFrom("1-4h", "≤30m", ">48h"),
  budgetMin: fc.integer({ min: 0, max: 5000 }),
  budgetMax: fc.integer({ min: 5000, max: 10_000 }),
  budgetCurrency: fc.constantFrom("USD", "CAD"),
  deadline: future,
  contactEmail: email,
  websiteUrl: fc.constantFrom("https://example.test", "http://example.test/a"),
  requirements: fc.array(text, { maxLength: 3 }),
  licenceRequired: fc.boolean(),
};
const providerFields = {
  name: text,
  hqCountry: country,
  regionsServed: fc.array(country, { maxLength: 3 }),
  modalities,
  priceModels: fc.subarray(["per-study", "subscription"]),
  languages: fc.subarray(["en", "German", "fr"]),
  medianTATMinutes: fc.integer({ min: 0, max: 100_000 }),
  rating: fc.double({ min: 0, max: 5, noNaN: true }),
  reviewCount: fc.integer({ min: 10, max: 1000 }),
  verifiedReviews: fc.integer({ min: 0, max: 10 }),
  logoUrl: fc.constantFrom("https://example.test/logo.png"),
  linkedinUrl: fc.constantFrom("https://linkedin.example.test/x"),
  websiteUrl: fc.constantFrom("https://example.test"),
  slaCoverage: text,
  acceptanceRate: fc.integer({ min: 0, max: 100 }),
  totalCases: fc.integer({ min: 0, max: 1_000_000 }),
  established: fc.constantFrom("1999", "2024"),
  description: text,
  caseStudies: fc.array(fc.record({ title: text, description: text, outcome: text }), { maxLength: 2 }),
  subspecialties: fc.array(text, { maxLength: 3 }),
  certifications: fc.array(text, { maxLength: 3 }),
  timezones: fc.array(text, { maxLength: 3 }),
  specializations: fc.array(text, { maxLength: 3 }),
};
const credentialFields = {
  type: fc.constantFrom("medical_licence", "accreditation"),
  country,
  region: text,
  number: text,
  issuingBody: text,
  validFrom: fc.constantFrom("2025-01-01"),
  expiresOn: fc.constantFrom("2030-12-31", "2024-01-01"),
};
const adminProviderFields = { ...providerFields, pinned: fc.boolean(), verified: fc.boolean(), slug: fc.constantFrom("a-b", "fuzz-slug") };
export const pageParams = { page: fc.integer({ min: 1, max: 5 }).map(String), pageSize: fc.integer({ min: 1, max: 100 }).map(String) };
const n = (max: number) => fc.integer({ min: 0, max }).map(String);
const directoryParams = {
  query: text,
  hqCountry: country,
  countries: country,
  modalities: fc.constantFrom("CT", "MRI,CT"),
  languages: fc.constantFrom("en", "de,fr"),
  licensed: country,
  sort: fc.constantFrom("pinned", "name", "rating", "reviews"),
};
const providerParams = {
  ...directoryParams,
  ...pageParams,
  priceModels: fc.constantFrom("per-study"),
  verified: fc.constantFrom("1", "true"),
  excludeVerified: fc.constantFrom("0", "false"),
  pinned: fc.constantFrom("1", "false"),
  rating: fc.constantFrom("4.5", "0"),
  minRating: fc.constantFrom("3"),
  minTAT: n(100),
  maxTAT: n(10_000),
  minReviews: n(50),
};
const boardParams = {
  q: text,
  country,
  mod: fc.constantFrom("MRI", "CT,X-ray", "mri"),
  status: fc.constantFrom("OPEN", "CLOSED"),
  before: future,
  after: future,
  sort: fc.constantFrom("deadlineAsc", "deadlineDesc", "newest", "budget", "responses"),
  ...pageParams,
};
const applicationParams = { status: fc.constantFrom("SUBMITTED", "WITHDRAWN"), ...pageParams };
const adminProfileParams = { q: text, role: fc.constantFrom("admin", "basic"), ...pageParams };
const adminProviderParams = { query: text, hqCountry: country, sort: fc.constantFrom("admin", "name"), ...pageParams };
const day = fc.integer({ min: 0, max: 4000 }).map((d) => new Date(Date.UTC(2020, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));
const activityParams = { entityType: fc.constantFrom("request", "user", "order"), actor: fc.oneof(email, text), from: day, to: day, ...pageParams };
export const noParams = { token: text, callbackURL: fc.constantFrom("/", "https://evil.test") };

export interface Route {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path; `{id}` is filled with the ids `known` gives, random UUIDs and things that are no id. */
  path: string;
  known?: () => string[];
  who: Who[];
  body?: Record<string, fc.Arbitrary<unknown>>;
  query?: Record<string, fc.Arbitrary<string>>;
}

export const ALL: Who[] = ["anonymous", "basic", "telerad", "hospital", "admin"];
export const ADMIN: Who[] = ["admin", "admin", "admin", "anonymous", "basic", "hospital"];
const request = () => [ids.request];
const provider = () => [ids.provider];
/** A value read when generated, after the fixtures exist. */
export const later = <T>(read: () => T) => fc.constant(null).map(read);

export const ROUTES: Route[] = [
  { method: "GET", path: "/api/health", who: ["anonymous"], query: noParams },
  { method: "GET", path: "/api/me", who: ALL, query: noParams },
  { method: "PATCH", path: "/api/me", who: ALL, body: { name: text } },
  { method: "GET", path: "/api/providers", who: ALL, query: providerParams },
  { method: "GET", path: "/api/providers/verified", who: ALL, query: directoryParams },
  { method: "GET", path: "/api/providers/featured", who: ["anonymous"], query: noParams },
  { method: "GET", path: "/api/providers/{id}", known: provider, who: ["anonymous", "basic"], query: noParams },
  { method: "GET", path: "/api/requests", who: ALL, query: boardParams },
  { method: "POST", path: "/api/requests", who: ["hospital", "admin", "hospital", "admin", "anonymous", "telerad"], body: requestFields },
  { method: "GET", path: "/api/requests/{id}", known: request, who: ALL, query: noParams },
  { method: "PATCH", path: "/api/requests/{id}", known: request, who: ["hospital", "admin", "hospital", "basic"], body: requestFields },
  { method: "DELETE", path: "/api/requests/{id}", who: ["hospital", "admin", "anonymous"], body: {} },
  { method: "POST", path: "/api/requests/{id}/close", known: request, who: ["hospital", "admin", "telerad"], body: {} },
  { method: "POST", path: "/api/requests/{id}/reopen", known: request, who: ["hospital", "admin", "basic"], body: { deadline: future } },
  {
    method: "POST",
    path: "/api/requests/{id}/applications", known: request,
    who: ["telerad", "telerad", "hospital", "anonymous"],
    body: {
      pricePerCt: fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100),
      currency: fc.constantFrom("EUR", "SEK"),
      note: text,
      pricesByModality: fc.dictionary(fc.constantFrom("CT", "MRI"), fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100), { maxKeys: 2 }),
      turnaroundCommitment: fc.constantFrom("1-4h", ">48h"),
      earliestStart: fc.integer({ min: 1, max: 300 }).map((d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10)),
    },
  },
  { method: "GET", path: "/api/requests/{id}/compare", known: request, who: ALL, query: noParams },
  {
    method: "PUT",
    path: "/api/applications/{id}/quality-score", known: () => [ids.application],
    who: ["hospital", "admin", "telerad", "anonymous"],
    body: { qualityScore: fc.oneof(fc.integer({ min: 0, max: 100 }).map((n) => n / 10), fc.constant(null)) },
  },
  {
    method: "POST",
    path: "/api/applications/{id}/confirm", known: () => [ids.application],
    who: ["telerad", "hospital", "admin", "anonymous"],
    body: {
      pricePerCt: fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100),
      currency: fc.constantFrom("EUR", "GBP"),
      pricesByModality: fc.dictionary(fc.constantFrom("CT", "MRI"), fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100), { maxKeys: 2 }),
    },
  },
  { method: "GET", path: "/api/requests/{id}/applications", known: request, who: ALL, query: applicationParams },
  { method: "GET", path: "/api/requests/{id}/applications/mine", known: request, who: ALL, query: noParams },
  {
    method: "PATCH",
    path: "/api/applications/{id}", known: () => [ids.application],
    who: ["hospital", "telerad", "admin", "basic"],
    body: { status: fc.constantFrom("SHORTLISTED", "WITHDRAWN", "AWARDED"), closeRequest: fc.boolean() },
  },
  { method: "GET", path: "/api/me/applications", who: ALL, query: applicationParams },
  { method: "GET", path: "/api/requests/{id}/questions", known: request, who: ALL, query: pageParams },
  { method: "POST", path: "/api/requests/{id}/questions", known: request, who: ["telerad", "telerad", "hospital", "anonymous"], body: { question: text.map((s) => `Question ${s}`) } },
  { method: "POST", path: "/api/questions/{id}/answer", known: () => [ids.question], who: ["hospital", "admin", "telerad"], body: { answer: text.map((s) => `Answer ${s}`), question: text.map((s) => `Question ${s}`) } },
  { method: "GET", path: "/api/providers/{id}/reviews", known: provider, who: ["anonymous", "telerad", "admin"], query: pageParams },
  { method: "POST", path: "/api/applications/{id}/review", known: () => [ids.application], who: ["hospital", "hospital", "admin", "telerad"], body: { rating: fc.integer({ min: 1, max: 5 }), body: text.map((s) => `Review ${s}`) } },
  { method: "POST", path: "/api/reviews/{id}/reply", known: () => [ids.review], who: ["telerad", "telerad", "hospital", "anonymous"], body: { reply: text.map((s) => `Reply ${s}`) } },
  { method: "POST", path: "/api/admin/reviews/{id}/hide", known: () => [ids.review], who: ADMIN, body: { reason: text } },
  { method: "GET", path: "/api/provider/me", who: ["telerad", "basic"], query: noParams },
  // The credential writes take multipart/form-data: the fuzz's JSON bodies must get a 415, never a 5xx.
  { method: "GET", path: "/api/credentials", who: ALL, query: pageParams },
  { method: "POST", path: "/api/credentials", who: ["telerad", "telerad", "hospital", "anonymous"], body: credentialFields },
  { method: "PATCH", path: "/api/credentials/{id}", known: () => [ids.credential], who: ["telerad", "telerad", "admin", "basic"], body: credentialFields },
  { method: "DELETE", path: "/api/credentials/{id}", who: ["telerad", "hospital", "anonymous"], body: {} },
  { method: "GET", path: "/api/credentials/{id}/document", known: () => [ids.credential], who: ALL, query: noParams },
  { method: "PATCH", path: "/api/provider/me", who: ["telerad", "telerad", "basic", "anonymous"], body: providerFields },
  { method: "GET", path: "/api/requests/{id}/activity", known: request, who: ALL, query: pageParams },
  { method: "GET", path: "/api/admin/activity", who: ADMIN, query: activityParams },
  { method: "GET", path: "/api/admin/stats", who: ADMIN, query: noParams },
  { method: "GET", path: "/api/admin/profiles", who: ADMIN, query: adminProfileParams },
  {
    method: "PATCH",
    path: "/api/admin/profiles/{id}/role", known: () => [ids.target],
    who: ADMIN,
    body: { role: fc.constantFrom("basic", "telerad", "hospital"), providerId: fc.oneof(later(() => ids.provider), fc.uuid()) },
  },
  { method: "GET", path: "/api/admin/requests", who: ADMIN, query: { q: text, ...pageParams } },
  { method: "GET", path: "/api/admin/applications", who: ADMIN, query: applicationParams },
  { method: "GET", path: "/api/admin/providers", who: ADMIN, query: adminProviderParams },
  { method: "POST", path: "/api/admin/providers", who: ADMIN, body: adminProviderFields },
  { method: "GET", path: "/api/admin/providers/{id}", known: provider, who: ADMIN, query: noParams },
  { method: "PATCH", path: "/api/admin/providers/{id}", known: provider, who: ADMIN, body: adminProviderFields },
  { method: "DELETE", path: "/api/admin/providers/{id}", who: ADMIN, body: {} },
  { method: "POST", path: "/api/admin/providers/{id}/verify", known: provider, who: ADMIN, body: {} },
  { method: "POST", path: "/api/admin/providers/{id}/pin", known: provider, who: ADMIN, body: {} },
  { method: "GET", path: "/api/admin/credentials", who: ADMIN, query: { status: fc.constantFrom("pending", "verified", "rejected", "approved"), ...pageParams } },
  { method: "POST", path: "/api/admin/credentials/{id}/verify", known: () => [ids.credential], who: ADMIN, body: {} },
  { method: "POST", path: "/api/admin/credentials/{id}/reject", known: () => [ids.credential], who: ADMIN, body: { reason: fc.string({ maxLength: 1200 }) } },
  {
    method: "POST",
    path: "/api/auth/sign-up/email",
    who: ["anonymous"],
    body: { name: text, email, password: fc.string({ minLength: 8, maxLength: 20 }), callbackURL: fc.constantFrom("/", "https://evil.test") },
  },
  {
    method: "POST",
    path: "/api/auth/sign-in/email",
    who: ["anonymous"],
    body: { email: fc.oneof(email, later(() => ids.basicEmail)), password: text, callbackURL: fc.constant("/"), rememberMe: fc.boolean() },
  },
  { method: "POST", path: "/api/auth/request-password-reset", who: ["anonymous"], body: { email, redirectTo: fc.constantFrom("/auth/reset-password", "https://evil.test") } },
  { method: "POST", path: "/api/auth/reset-password", who: ["anonymous"], body: { newPassword: text, token: text }, query: noParams },
  { method: "POST", path: "/api/auth/change-password", who: ALL, body: { currentPassword: text, newPassword: text, revokeOtherSessions: fc.boolean() } },
  // Signing out ends the session it is sent with: the roles' sessions stay for the other routes.
  { method: "POST", path: "/api/auth/sign-out", who: ["anonymous"], body: {} },
  { method: "GET", path: "/api/auth/get-session", who: ALL, query: noParams },
  {
    method: "POST",
    path: "/api/auth/sign-in/social",
    who: ["anonymous"],
    body: { provider: fc.constantFrom("linkedin", "github"), disableRedirect: fc.boolean(), callbackURL: fc.constantFrom("/providers"), errorCallbackURL: fc.constantFrom("/auth/sign-in") },
  },
  { method: "GET", path: "/api/auth/verify-email", who: ["anonymous", "basic"], query: noParams },
  { method: "GET", path: "/api/auth/reset-password/{id}", who: ["anonymous"], query: noParams },
  { method: "GET", path: "/api/admin/market-health", who: ADMIN, query: noParams },
  { method: "POST", path: "/api/admin/market-health/refresh", who: ADMIN, body: {} },
  { method: "GET", path: "/api/dashboard", who: ALL, query: noParams },
  { method: "GET", path: "/api/dashboard/waiting", who: ALL, query: noParams },
  { method: "GET", path: "/api/dashboard/charts", who: ALL, query: noParams },
];

/** The findings, and their kin, as fixed cases: each must be refused with a 400. */
const validRequest = { title: "Known", facility: "F", country: "DE", description: "D", modalities: ["CT"], tatRequirement: "1-4h" };
const nested = (depth: number) => `{"name":"A","email":"deep@example.test","password":"long-enough-1","x":${"{\"a\":".repeat(depth)}1${"}".repeat(depth)}}`;
export const KNOWN: [Who, string, string, unknown?][] = [
  ["anonymous", "GET", "/api/providers?query=%00"],
  ["anonymous", "GET", "/api/providers/verified?query=a%00b"],
  ["anonymous", "GET", "/api/providers?hqCountry=__proto__"],
  ["anonymous", "GET", "/api/providers?hqCountry=constructor"],
  ["anonymous", "GET", "/api/providers?countries=toString"],
  ["anonymous", "GET", "/api/providers?minTAT=99999999999"],
  ["anonymous", "GET", "/api/providers/%00"],
  ["anonymous", "GET", "/api/requests?q=%00"],
  ["hospital", "GET", "/api/requests?q=%00"],
  ["hospital", "GET", "/api/requests?country=__proto__"],
  ["hospital", "GET", "/api/requests?country=constructor"],
  ["hospital", "GET", "/api/requests?before=%2B275760-09-13"],
  ["hospital", "GET", "/api/requests?after=-271821-04-19"],
  ["admin", "GET", "/api/admin/profiles?q=%00"],
  ["admin", "GET", "/api/admin/requests?q=%01"],
  ["admin", "GET", "/api/admin/providers?query=%00"],
  ["admin", "GET", "/api/admin/providers?hqCountry=__proto__"],
  ["admin", "GET", "/api/admin/activity?actor=%00"],
  ["admin", "GET", "/api/admin/activity?from=%2B275760-09-13"],
  ["admin", "GET", "/api/admin/activity?entityType=__proto__"],
  ["hospital", "POST", "/api/requests", { ...validRequest, title: "a\u0000b" }],
  ["hospital", "POST", "/api/requests", { ...validRequest, description: "\u0000" }],
  ["hospital", "POST", "/api/requests", { ...validRequest, country: "constructor" }],
  ["hospital", "POST", "/api/requests", { ...validRequest, country: "__proto__" }],
  ["hospital", "POST", "/api/requests", { ...validRequest, deadline: "+275760-09-13" }],
  ["hospital", "POST", "/api/requests", { ...validRequest, deadline: "-271821-04-19" }],
  ["hospital", "POST", "/api/requests", { ...validRequest, deadline: "2030-02-30" }],
  ["hospital", "PATCH", "/api/requests/{request}", { facility: "x\u0000" }],
  ["hospital", "PATCH", "/api/requests/{request}", { deadline: "+275760-09-13" }],
  ["hospital", "POST", "/api/requests/{request}/reopen", { deadline: "+275760-09-13" }],
  ["telerad", "POST", "/api/requests/{request}/applications", { pricePerCt: 10, note: "n\u0000" }],
  ["telerad", "PATCH", "/api/provider/me", { name: "P\u0000" }],
  ["telerad", "PATCH", "/api/provider/me", { hqCountry: "__proto__" }],
  ["telerad", "PATCH", "/api/provider/me", { regionsServed: ["constructor"] }],
  ["admin", "POST", "/api/admin/providers", { name: "P", hqCountry: "constructor" }],
  ["admin", "POST", "/api/admin/providers", { name: "P\u0000", hqCountry: "DE" }],
  ["admin", "PATCH", "/api/admin/providers/{provider}", { description: "\u0000" }],
  ["basic", "PATCH", "/api/me", { name: "N\u0000" }],
  ["basic", "PATCH", "/api/me", undefined],
  ["anonymous", "POST", "/api/auth/sign-up/email", nested(5000)],
  ["anonymous", "POST", "/api/auth/sign-up/email", { name: "A\u0000", email: "nul@example.test", password: "long-enough-1" }],
  ["anonymous", "POST", "/api/auth/sign-in/email", { email: "a\u0000@example.test", password: "long-enough-1" }],
  ["anonymous", "GET", "/api/auth/verify-email?token=T&callbackURL=-1e400"],
];

