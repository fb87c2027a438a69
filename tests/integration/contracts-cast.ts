import type { Contract, ContractTerms } from "@/shared/contracts/contracts";
import type { MemberRole } from "@/shared/policy/organisations";
import * as make from "../support/factories";
import type { TestApp } from "./harness";

/**
 * The people of the contract tests (issue 30): a hospital organisation with one member per role, the winning
 * provider with one per role, a losing bidder on the same request, another hospital, an admin and a basic user.
 */
export async function contractsCast(t: TestApp) {
  const hospital = await make.organisation(t);
  const provider = await make.provider(t);
  const loser = await make.provider(t);
  const otherHospital = await make.organisation(t);
  const join = async (role: "hospital" | "telerad", organisationId: string, memberRole: MemberRole) => {
    const a = await make.account(t, { role, organisation: { id: organisationId, role: memberRole } });
    return { ...a, cookie: await make.signIn(t, a.email, a.password) };
  };
  const signed = async (role: "admin" | "basic") => {
    const a = await make.account(t, { role });
    return { ...a, cookie: await make.signIn(t, a.email, a.password) };
  };
  const u = {
    owner: await join("hospital", hospital.id, "owner"),
    buyer: await join("hospital", hospital.id, "buyer"),
    evaluator: await join("hospital", hospital.id, "evaluator"),
    viewer: await join("hospital", hospital.id, "viewer"),
    providerOwner: await join("telerad", provider.id, "owner"),
    bidder: await join("telerad", provider.id, "bidder"),
    providerViewer: await join("telerad", provider.id, "viewer"),
    loserOwner: await join("telerad", loser.id, "owner"),
    otherHospitalOwner: await join("hospital", otherHospital.id, "owner"),
    admin: await signed("admin"),
    basic: await signed("basic"),
  };
  type Who = keyof typeof u | "anonymous";
  const call = (who: Who, method: string, url: string, body?: unknown) => t.request(method, url, { cookie: who === "anonymous" ? undefined : u[who].cookie, body });
  const read = async (who: Who, id: string) => (await (await call(who, "GET", `/api/contracts/${id}`)).json()) as Contract;

  /**
   * A request of the hospital with CT and MRI at given volumes, a bid of the provider (CT 21.50, MRI 40, EUR, Urgent,
   * earliest start in 40 days) and a losing bid; awarded through the route by the hospital's buyer. The contract's id.
   */
  async function award(overrides: { earliestStart?: string | null } = {}) {
    const request = await make.request(t, {
      hospitalId: u.owner.userId,
      organisationId: hospital.id,
      modalities: ["CT", "MRI"],
      volumesPerMonth: 1500,
      volumesByModality: { CT: 1200, MRI: 300 },
      tatRequirement: "1-4h",
    });
    const earliestStart = overrides.earliestStart === undefined ? day(40) : overrides.earliestStart;
    const bid = await make.application(t, {
      tenderId: request.id,
      providerId: provider.id,
      pricePerCt: 21.5,
      pricesByModality: { CT: 21.5, MRI: 40 },
      currency: "EUR",
      turnaroundCommitment: "1-4h",
      earliestStart,
      status: "SHORTLISTED",
    });
    await make.application(t, { tenderId: request.id, providerId: loser.id, status: "SUBMITTED" });
    const res = await call("buyer", "PATCH", `/api/applications/${bid.id}`, { status: "AWARDED" });
    if (res.status !== 200) throw new Error(`award failed: ${res.status} ${await res.text()}`);
    const ref = (await (await call("buyer", "GET", `/api/applications/${bid.id}/contract`)).json()) as { id: string };
    return { request, bid, contractId: ref.id };
  }

  /** Awarded, sent as it was drafted, and accepted by the provider's owner: a scheduled contract. */
  async function accepted(overrides: { earliestStart?: string | null } = {}) {
    const a = await award(overrides);
    await call("buyer", "POST", `/api/contracts/${a.contractId}/send`, {});
    const sent = await read("buyer", a.contractId);
    const res = await call("providerOwner", "POST", `/api/contracts/${a.contractId}/accept`, { versionId: sent.versions[0]!.id });
    if (res.status !== 200) throw new Error(`accept failed: ${res.status} ${await res.text()}`);
    return { ...a, contract: (await res.json()) as Contract };
  }

  return { hospital, provider, loser, otherHospital, u, call, read, award, accepted };
}

/** A UTC day `offset` days from today. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The terms with one field changed (a deep copy). */
export const withTerms = (terms: ContractTerms, change: Partial<ContractTerms>): ContractTerms => ({ ...structuredClone(terms), ...change });
