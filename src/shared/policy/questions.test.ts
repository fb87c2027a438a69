import { describe, expect, it } from "vitest";
import { answerRefusal, askRefusal, canAsk, QUESTION_MESSAGES, questionScope } from "./questions";
import type { Actor } from "./roles";

const owner: Actor = { userId: "h1", role: "hospital", providerId: null, organisation: { id: "o1", kind: "hospital", role: "owner" } };
const otherHospital: Actor = { userId: "h2", role: "hospital", providerId: null, organisation: { id: "o2", kind: "hospital", role: "owner" } };
const admin: Actor = { userId: "a1", role: "admin", providerId: null };
const telerad: Actor = { userId: "t1", role: "telerad", providerId: "p1", organisation: { id: "p1", kind: "provider", role: "owner" } };
const noProvider: Actor = { userId: "t2", role: "telerad", providerId: null };
const basic: Actor = { userId: "b1", role: "basic", providerId: null };
const anonymous: Actor = { userId: null, role: null, providerId: null };
const now = new Date("2030-01-01T00:00:00Z");
const open = { hospitalId: "h1", organisationId: "o1", status: "OPEN" as const, deadline: new Date("2030-02-01T00:00:00Z") };

describe("questions policy", () => {
  it("lets only a telerad user with a provider ask, and only while the request is OPEN before its deadline", () => {
    expect(askRefusal(telerad, open, now)).toBeNull();
    expect(askRefusal(anonymous, open, now)?.status).toBe(401);
    for (const a of [noProvider, basic, owner, admin]) expect(askRefusal(a, open, now)?.status).toBe(403);
    expect(askRefusal(telerad, { ...open, status: "CLOSED" }, now)).toEqual({ status: 409, message: QUESTION_MESSAGES.requestNotOpen });
    expect(askRefusal(telerad, { ...open, deadline: new Date("2029-12-31T23:59:59Z") }, now)?.status).toBe(409);
    expect(canAsk(telerad, open, 9, now)).toBe(true);
    expect(canAsk(telerad, open, 10, now)).toBe(false);
  });

  it("lets the owner and admins answer", () => {
    expect(answerRefusal(owner, open)).toBeNull();
    expect(answerRefusal(admin, open)).toBeNull();
    expect(answerRefusal(anonymous, open)?.status).toBe(401);
    for (const a of [otherHospital, telerad, basic]) expect(answerRefusal(a, open)).toEqual({ status: 403, message: QUESTION_MESSAGES.answerNotAllowed });
  });

  it("shows every question to the owner and admins, a provider's own to its users, the answered ones to the rest", () => {
    expect(questionScope(owner, open)).toEqual({ kind: "all" });
    expect(questionScope(admin, open)).toEqual({ kind: "all" });
    expect(questionScope(telerad, open)).toEqual({ kind: "answeredOrProvider", providerId: "p1" });
    for (const a of [otherHospital, basic, noProvider, anonymous]) expect(questionScope(a, open)).toEqual({ kind: "answered" });
  });
});
