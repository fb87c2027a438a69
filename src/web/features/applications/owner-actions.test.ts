import { describe, expect, it } from "vitest";
import { AWARD_WAITING_LABELS, ownerActionsFor } from "./owner-actions";

const labels = (...args: Parameters<typeof ownerActionsFor>) => ownerActionsFor(...args).map((a) => a.label);

describe("the owner's actions on a bid", () => {
  it("offer no award, only its disabled place, until the page knows whether awards need approval (issue 55)", () => {
    const checking = ownerActionsFor("SHORTLISTED", "OPEN", true, { known: false, required: false, pending: false });
    expect(checking.map((a) => a.label)).toEqual([AWARD_WAITING_LABELS.checking, "Decline"]);
    expect(checking.find((a) => a.status === "AWARDED")).toMatchObject({ waiting: "checking" });
    expect(labels("SHORTLISTED", "OPEN", true, { known: false, failed: true, required: false, pending: false })).toEqual([AWARD_WAITING_LABELS.failed, "Decline"]);
  });

  it("offer Award where awards need no approval (and Shortlist whatever is known), Propose award where they do, and no award while a proposal waits", () => {
    expect(labels("SUBMITTED", "OPEN", true, { known: false, required: false, pending: false })).toEqual(["Shortlist", "Decline"]);
    expect(labels("SHORTLISTED", "OPEN", true, { known: true, required: false, pending: false })).toEqual(["Award", "Award and close request", "Decline"]);
    expect(labels("SHORTLISTED", "OPEN", true, { known: true, required: true, pending: false })).toEqual(["Propose award", "Propose award and close request", "Decline"]);
    expect(labels("SHORTLISTED", "CLOSED", true, { known: true, required: true, pending: false })).toEqual(["Propose award", "Decline"]);
    expect(labels("SHORTLISTED", "OPEN", true, { known: true, required: true, pending: true })).toEqual(["Decline"]);
  });

  it("offer nothing to a member whose role may not decide, known or not", () => {
    expect(labels("SHORTLISTED", "OPEN", false, { known: false, required: false, pending: false })).toEqual([]);
    expect(labels("SHORTLISTED", "OPEN", false, { known: true, required: false, pending: false })).toEqual([]);
  });
});
