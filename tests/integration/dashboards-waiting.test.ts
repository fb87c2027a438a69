import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardWaiting } from "@/shared/contracts/dashboards";
import type { WaitingKind } from "@/shared/policy/dashboards";
import * as make from "../support/factories";
import { type TestApp, startTestApp } from "./harness";
import { dashboardsCast } from "./dashboards-cast";

/** What is waiting for a member (issue 32 §2): only what their role may act on, and only their organisation's. */

let t: TestApp;
let cast: Awaited<ReturnType<typeof dashboardsCast>>;

beforeAll(async () => {
  t = await startTestApp();
  cast = await dashboardsCast(t);
});
afterAll(() => t.close());

type Who = Parameters<typeof cast.call>[0];
const kinds = (d: DashboardWaiting) => Object.fromEntries(d.waiting.map((g) => [g.kind, g.items.map((i) => i.id)])) as Partial<Record<WaitingKind, string[]>>;
const waitingOf = async (who: Who) => kinds(await cast.waiting(who));

describe("a hospital's members", () => {
  it("Owners and Buyers: bids to decide, questions to answer, drafts to send, disputes to resolve, unread messages", async () => {
    const { open1, amended } = cast.requests;
    for (const who of ["owner", "buyer"] as const) {
      const w = await waitingOf(who);
      // open1 (a bid and a shortlisted one) and the amended request; not open2 (its only bid withdrawn), nor the closed one.
      expect(w.bids?.sort(), who).toEqual([open1.id, amended.id].sort());
      expect(w.questions, who).toEqual([open1.id]);
      expect(w.contracts, who).toEqual([cast.draft.id]);
      expect(w.disputes, who).toEqual([cast.contract.id]);
      expect(Object.keys(w), who).toEqual(["bids", "evaluations", "awards", "questions", "contracts", "disputes", "messages"]);
    }
    const d = await cast.waiting("owner");
    const group = (kind: WaitingKind) => d.waiting.find((g) => g.kind === kind)!;
    expect(group("bids").items.find((i) => i.id === open1.id)).toMatchObject({ detail: "2 bids, 1 shortlisted", href: `/requests/${open1.id}` });
    expect(group("disputes")).toMatchObject({ total: 1, items: [{ detail: "2 disputed studies", href: `/contracts/${cast.contract.id}?tab=studies&status=disputed` }] });
    expect(group("questions").items[0]).toMatchObject({ detail: "1 question", href: `/requests/${open1.id}#section-questions-answers` });
    // The buyer wrote the only message: nothing unread on the hospital's side.
    expect(group("messages").total).toBe(0);
  });

  it("Evaluators and Viewers act on none of it: only their panels' work (Evaluators) and their unread messages", async () => {
    expect(Object.keys(await waitingOf("evaluator"))).toEqual(["evaluations", "messages"]);
    expect(Object.keys(await waitingOf("viewer"))).toEqual(["messages"]);
  });

  it("a new application shows under the Buyer's bids at once, and never under the Viewer's", async () => {
    const fresh = await make.request(t, { hospitalId: cast.u.owner.userId, organisationId: cast.hospital.id, modalities: ["CT"] });
    expect((await waitingOf("buyer")).bids).not.toContain(fresh.id);
    await make.application(t, { tenderId: fresh.id, providerId: cast.loser.id, status: "SUBMITTED" });
    expect((await waitingOf("buyer")).bids).toContain(fresh.id);
    expect((await waitingOf("viewer")).bids).toBeUndefined();
  });
});

describe("a provider's members", () => {
  it("the Owner: amended bids to confirm, a version to accept, disputes, expiring credentials, unread messages", async () => {
    const w = await waitingOf("providerOwner");
    expect(w).toEqual({
      amendments: [expect.any(String)],
      contracts: [cast.sent.id],
      disputes: [cast.contract.id],
      credentials: [cast.expiring.id],
      messages: [cast.contract.id],
    });
    const d = await cast.waiting("providerOwner");
    const group = (kind: WaitingKind) => d.waiting.find((g) => g.kind === kind)!;
    expect(group("amendments").items[0]!.href).toBe(`/requests/${cast.requests.amended.id}`);
    expect(group("messages").items[0]).toMatchObject({ title: cast.contract.title, detail: "1 unread message", href: `/contracts/${cast.contract.id}?tab=messages` });
    expect(group("credentials").items[0]).toMatchObject({ title: "Medical licence · Germany", href: "/provider/me#section-credentials", since: `${cast.expiring.expiresOn}T00:00:00.000Z` });
  });

  it("the Bidder: no contracts to negotiate, no credentials to manage; the Viewer: only messages", async () => {
    expect(Object.keys(await waitingOf("bidder"))).toEqual(["amendments", "disputes", "messages"]);
    expect(Object.keys(await waitingOf("providerViewer"))).toEqual(["messages"]);
  });

  it("reading the thread clears its unread messages for that member only", async () => {
    await cast.call("bidder", "GET", `/api/threads/contract/${cast.contract.id}`);
    expect((await waitingOf("bidder")).messages).toEqual([]);
    expect((await waitingOf("providerViewer")).messages).toEqual([cast.contract.id]);
  });
});

describe("what a provider must not learn", () => {
  it("no request's facility, contact or hospital is in a provider member's counters or waiting list", async () => {
    const { open1, amended } = cast.requests;
    for (const who of ["providerOwner", "bidder", "providerViewer", "loserOwner"] as const) {
      const text = JSON.stringify([await cast.dashboard(who), await cast.waiting(who)]);
      for (const hidden of [open1.facility, amended.facility, open1.contactEmail, amended.contactEmail, cast.hospital.name, cast.u.owner.userId])
        if (hidden) expect(text, `${who}: ${hidden}`).not.toContain(hidden);
    }
  });
});

describe("other organisations", () => {
  it("never see this hospital's or this provider's items", async () => {
    const ours = new Set([...Object.values(cast.requests).map((r) => r.id), cast.contract.id, cast.draft.id, cast.sent.id, cast.expiring.id]);
    for (const who of ["otherHospitalOwner", "loserOwner"] as const) {
      const d = await cast.waiting(who);
      const ids = d.waiting.flatMap((g) => g.items.map((i) => i.id));
      expect(ids.filter((id) => ours.has(id) && id !== cast.requests.theirs.id), who).toEqual([]);
    }
    const other = await waitingOf("otherHospitalOwner");
    expect(other.bids).toEqual([cast.requests.theirs.id]);
    expect(other.contracts).toHaveLength(1);
    expect((await waitingOf("loserOwner")).credentials).toHaveLength(1);
  });
});
