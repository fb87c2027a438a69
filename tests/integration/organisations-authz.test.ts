import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions } from "@/server/db/schema";
import { MEMBER_ROLES_BY_KIND, type MemberRole, ORGANISATION_ACTION_NAMES, ORGANISATION_ACTIONS, type OrganisationAction, type OrganisationKind } from "@/shared/policy/organisations";
import * as make from "../support/factories";
import { type TestApp, startTestApp } from "./harness";

/**
 * The permission table, route by route (issue 29): every action of `shared/policy/organisations.ts` is probed
 * through one of its routes by every role of both kinds of organisation, by the owner of another organisation of
 * the same kind, and by the specification's account roles. A member may act exactly as the table says; nobody
 * else may, admins excepted on the hospital side. The probes change nothing: an allowed move that the state
 * refuses (409) counts as allowed, since the refusal came after the permission.
 */

type Side = OrganisationKind;
interface Caller {
  name: string;
  cookie?: string;
  side: Side | null;
  /** The caller's role in the organisation under test (null: another organisation, or none). */
  role: MemberRole | null;
}

let t: TestApp;
const callers: Caller[] = [];
const ids = {} as Record<"hospital" | "provider" | "request" | "closedApplication" | "application" | "answered" | "contract" | "endedContract", string>;
let title = "";

beforeAll(async () => {
  t = await startTestApp();
  const hospital = await make.organisation(t);
  const otherHospital = await make.organisation(t);
  const provider = await make.provider(t);
  const otherProvider = await make.provider(t);
  const join = async (name: string, side: Side, organisationId: string, role: MemberRole, own: boolean) => {
    const a = await make.account(t, { role: side === "hospital" ? "hospital" : "telerad", organisation: { id: organisationId, role } });
    callers.push({ name, cookie: await make.signIn(t, a.email, a.password), side, role: own ? role : null });
    return a;
  };
  let author = "";
  for (const role of MEMBER_ROLES_BY_KIND.hospital) {
    const a = await join(`hospital ${role}`, "hospital", hospital.id, role, true);
    if (role === "owner") author = a.userId;
  }
  await join("another hospital's owner", "hospital", otherHospital.id, "owner", false);
  for (const role of MEMBER_ROLES_BY_KIND.provider) await join(`provider ${role}`, "provider", provider.id, role, true);
  await join("another provider's owner", "provider", otherProvider.id, "owner", false);
  for (const role of ["admin", "basic"] as const) {
    const a = await make.account(t, { role });
    callers.push({ name: role, cookie: await make.signIn(t, a.email, a.password), side: null, role: null });
  }
  callers.push({ name: "anonymous", side: null, role: null });

  const request = await make.request(t, { hospitalId: author, organisationId: hospital.id });
  const closed = await make.request(t, { hospitalId: author, organisationId: hospital.id, status: "CLOSED" });
  title = request.title;
  const application = await make.application(t, { tenderId: request.id, providerId: provider.id });
  const lost = await make.application(t, { tenderId: closed.id, providerId: provider.id });
  const [answered] = await t.services.database.db
    .insert(questions)
    .values({ tenderId: request.id, providerId: provider.id, question: "Which PACS do you use today?", answer: "We use a cloud PACS from 2024 on." })
    .returning();
  const contract = await make.contract(t, { hospitalOrganisationId: hospital.id, providerId: provider.id });
  const ended = await make.contract(t, { hospitalOrganisationId: hospital.id, providerId: provider.id, status: "ended" });
  Object.assign(ids, { contract: contract.id, endedContract: ended.id });
  Object.assign(ids, { hospital: hospital.id, provider: provider.id, request: request.id, application: application.id, closedApplication: lost.id, answered: answered!.id });
});
afterAll(() => t.close());

type Probe = (c: Caller) => Promise<boolean>;
const call = (c: Caller, method: string, url: string, body?: unknown) => t.request(method, url, { cookie: c.cookie, body });
const postForm = (c: Caller, url: string, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return Promise.resolve(t.app.request(url, { method: "POST", body: form, headers: { origin: t.services.config.appUrl, ...(c.cookie ? { cookie: c.cookie } : {}) } }));
};
const status = (ok: number) => async (res: Promise<Response>) => (await res).status === ok;
/** The organisation a caller's organisation routes are tried on: its own kind's organisation under test. */
const organisationFor = (c: Caller) => (c.side === "provider" ? ids.provider : ids.hospital);

/** One route per action; `true` when the route let the caller do it. */
const PROBES: Record<OrganisationAction, Probe> = {
  "organisation.manage": (c) => status(200)(call(c, "GET", `/api/organisations/${organisationFor(c)}/invitations`)),
  "organisation.read": (c) => status(200)(call(c, "GET", `/api/organisations/${organisationFor(c)}/members`)),
  "request.read": (c) => status(200)(call(c, "GET", `/api/requests/${ids.request}/applications`)),
  "request.manage": (c) => status(200)(call(c, "PATCH", `/api/requests/${ids.request}`, { title })),
  // From SUBMITTED an award is illegal: a decider hears 409, anyone else 403.
  "application.decide": (c) => status(409)(call(c, "PATCH", `/api/applications/${ids.application}`, { status: "AWARDED" })),
  "question.answer": (c) => status(409)(call(c, "POST", `/api/questions/${ids.answered}/answer`, { answer: "An answer long enough to publish." })),
  "application.evaluate": (c) => status(200)(call(c, "GET", `/api/requests/${ids.request}/compare`)),
  // The provider's own profile: a 200 for another provider's owner edits that one, not the provider under test.
  "provider.manage": async (c) => {
    const res = await call(c, "PATCH", "/api/provider/me", {});
    return res.status === 200 && ((await res.json()) as { id: string }).id === ids.provider;
  },
  // Withdrawing from a closed request: a bidder hears 409, anyone else 403.
  "application.submit": (c) => status(409)(call(c, "PATCH", `/api/applications/${ids.closedApplication}`, { status: "WITHDRAWN" })),
  "contract.read": (c) => status(200)(call(c, "GET", `/api/contracts/${ids.contract}`)),
  // Terminating an ended contract: a negotiator of either side hears 409, anyone else 403.
  "contract.negotiate": (c) => status(409)(call(c, "POST", `/api/contracts/${ids.endedContract}/terminate`, { reason: "A probe." })),
  // A message in the ended contract's thread (the one probe that writes: a message changes no state).
  "message.write": (c) => status(201)(postForm(c, `/api/threads/contract/${ids.endedContract}/messages`, { body: "A probe." })),
  // Recording a study on the ended contract: a submitter of either side hears 409, anyone else 403 (401 signed out).
  "study.submit": (c) =>
    status(409)(
      call(c, "POST", `/api/contracts/${ids.endedContract}/studies`, {
        studies: [{ reference: "ACC-1", modality: "CT", priority: "Urgent", imagesAvailableAt: "2026-01-01T10:00:00Z", finalReportAt: "2026-01-01T11:00:00Z" }],
      }),
    ),
  "application.read": async (c) => {
    const res = await call(c, "GET", `/api/requests/${ids.request}/applications/mine`);
    return res.status === 200 && ((await res.json()) as { application: { id: string } | null }).application?.id === ids.application;
  },
};

/** What the table allows: a member of the organisation under test by role; admins whatever a hospital member may. */
function expected(c: Caller, action: OrganisationAction): boolean {
  // Admins read contracts and (with a reason) their threads; only the parties negotiate and write.
  if (c.name === "admin" && (action === "contract.negotiate" || action === "message.write" || action === "study.submit")) return false;
  if (c.name === "admin") return (ORGANISATION_ACTIONS[action].hospital as readonly string[]).length > 0 || action.startsWith("organisation.");
  if (!c.side || !c.role) return false;
  return (ORGANISATION_ACTIONS[action][c.side] as readonly string[]).includes(c.role);
}

describe("every action of the permission table, through its route, for every role", () => {
  it("has a probe for each action", () => {
    expect(Object.keys(PROBES).sort()).toEqual([...ORGANISATION_ACTION_NAMES].sort());
  });

  for (const action of ORGANISATION_ACTION_NAMES) {
    it(`${action}: exactly the roles the table names`, async () => {
      const violations: string[] = [];
      for (const c of callers) {
        const allowed = await PROBES[action](c);
        if (allowed !== expected(c, action)) violations.push(`${c.name} ${allowed ? "was let" : "was refused"}`);
      }
      expect(violations).toEqual([]);
    });
  }

  it("the probes changed nothing", async () => {
    const owner = callers.find((c) => c.name === "hospital owner")!;
    const apps = (await (await call(owner, "GET", `/api/requests/${ids.request}/applications`)).json()) as { data: { id: string; status: string }[] };
    expect(apps.data.map((a) => a.status)).toEqual(["SUBMITTED"]);
    const request = (await (await call(owner, "GET", `/api/requests/${ids.request}`)).json()) as { title: string; status: string };
    expect(request).toMatchObject({ title, status: "OPEN" });
  });
});
