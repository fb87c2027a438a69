import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@/shared/contracts/auth";
import { passwordProblem } from "./password-policy";

describe("password policy", () => {
  it("refuses the most common passwords whatever their case", () => {
    for (const pw of ["password", "12345678", "PASSWORD", "iloveyou", "sunshine", "trustno1", "baseball"])
      expect(passwordProblem(pw, "ada@example.com"), pw).toBe(AUTH_MESSAGES.passwordCommon);
  });

  it("refuses the e-mail address and its local part", () => {
    expect(passwordProblem("ada.lovelace@example.com", "Ada.Lovelace@example.com")).toBe(AUTH_MESSAGES.passwordIsEmail);
    expect(passwordProblem("ada.lovelace", "ada.lovelace@example.com")).toBe(AUTH_MESSAGES.passwordIsEmail);
  });

  it("accepts an uncommon password", () => {
    for (const pw of ["radbridge-demo", "correct-horse-battery", "a-good-password", "ada.lovelace1"])
      expect(passwordProblem(pw, "ada.lovelace@example.com"), pw).toBeUndefined();
  });
});
