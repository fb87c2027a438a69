import { describe, expect, it } from "vitest";
import { EVALUATION_MESSAGES, REQUEST_MESSAGES } from "../contracts/request-constants";
import { closeRefusal, offeredStatusChange, reopenRefusal, weightsChangeRefusal } from "./requests";

const now = new Date("2026-06-01T12:00:00Z");
const future = new Date("2026-07-01T00:00:00Z");
const past = new Date("2026-05-01T00:00:00Z");
const conflict = (message: string) => ({ status: 409, message });

describe("closing and reopening a request (PRODUCT.md #9)", () => {
  it("closes any request whose stored status is OPEN, expired or not", () => {
    expect(closeRefusal("OPEN")).toBeNull();
    expect(closeRefusal("CLOSED")).toEqual(conflict(REQUEST_MESSAGES.alreadyClosed));
  });

  it("reopens a closed request; an open one only with a new deadline; an expired one only with a new deadline", () => {
    expect(reopenRefusal({ status: "CLOSED", deadline: future }, false, now)).toBeNull();
    expect(reopenRefusal({ status: "CLOSED", deadline: future }, true, now)).toBeNull();
    expect(reopenRefusal({ status: "OPEN", deadline: future }, false, now)).toEqual(conflict(REQUEST_MESSAGES.alreadyOpen));
    expect(reopenRefusal({ status: "OPEN", deadline: future }, true, now)).toBeNull();
    for (const status of ["OPEN", "CLOSED"] as const) {
      expect(reopenRefusal({ status, deadline: past }, false, now)).toEqual(conflict(REQUEST_MESSAGES.reopenNeedsDeadline));
      expect(reopenRefusal({ status, deadline: past }, true, now)).toBeNull();
    }
    expect(reopenRefusal({ status: "CLOSED", deadline: now }, false, now)).toEqual(conflict(REQUEST_MESSAGES.reopenNeedsDeadline));
  });

  it("offers Close on an open request, Reopen on a closed one, and asks for a deadline once it has passed", () => {
    expect(offeredStatusChange({ status: "OPEN", deadline: future }, now)).toBe("close");
    expect(offeredStatusChange({ status: "CLOSED", deadline: future }, now)).toBe("reopen");
    expect(offeredStatusChange({ status: "CLOSED", deadline: past }, now)).toBe("reopenWithDeadline");
    expect(offeredStatusChange({ status: "OPEN", deadline: past }, now)).toBe("reopenWithDeadline");
  });
});

describe("changing the weights", () => {
  it("is refused once a bid is awarded", () => {
    expect(weightsChangeRefusal(false)).toBeNull();
    expect(weightsChangeRefusal(true)).toEqual(conflict(EVALUATION_MESSAGES.weightsLocked));
  });
});
