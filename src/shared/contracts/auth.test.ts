import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, SignUpForm } from "./auth";

function messages(input: Record<string, string>) {
  const result = SignUpForm.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const good = { name: "Ada", email: "ada@example.com", password: "longenough", confirmPassword: "longenough" };

describe("sign-up form rules", () => {
  it("accepts a complete form", () => expect(messages(good)).toEqual([]));
  it("uses the specification's messages", () => {
    expect(messages({ ...good, name: " " })).toContain(AUTH_MESSAGES.nameRequired);
    expect(messages({ ...good, email: "" })).toContain(AUTH_MESSAGES.emailRequired);
    expect(messages({ ...good, email: "not-an-email" })).toContain(AUTH_MESSAGES.emailInvalid);
    expect(messages({ ...good, password: "", confirmPassword: "" })).toContain(AUTH_MESSAGES.passwordRequired);
    expect(messages({ ...good, password: "short", confirmPassword: "short" })).toContain(AUTH_MESSAGES.passwordShort);
    expect(messages({ ...good, confirmPassword: "different1" })).toContain(AUTH_MESSAGES.passwordMismatch);
    expect(messages({ ...good, password: "x".repeat(129), confirmPassword: "x".repeat(129) })).toContain(AUTH_MESSAGES.passwordLong);
  });
});
