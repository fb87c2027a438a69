import fs from "node:fs";
import { AUTH_MESSAGES } from "@/shared/contracts/auth";

/**
 * The 10,000 most common passwords (Mark Burnett's list, as published in the `common-password`
 * npm package), compared without regard to case.
 */
const COMMON = new Set(
  fs
    .readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

/** What is wrong with a new password beyond its length (ASVS 6.2.4, 6.2.11), or undefined. */
export function passwordProblem(password: string, email: string): string | undefined {
  const candidate = password.toLowerCase();
  if (COMMON.has(candidate)) return AUTH_MESSAGES.passwordCommon;
  const address = email.trim().toLowerCase();
  if (candidate === address || candidate === address.split("@")[0]) return AUTH_MESSAGES.passwordIsEmail;
  return undefined;
}
