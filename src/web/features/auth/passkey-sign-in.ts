import { errorMessage, post } from "@/web/api/client";

/**
 * Signs in with a passkey of this site that the browser offers; answers a message when it fails. Loaded when the button
 * is pressed, with the WebAuthn library, so the sign-in page stays light.
 */
export async function signInWithPasskey(): Promise<string | null> {
  try {
    const { startAuthentication } = await import("@simplewebauthn/browser");
    const { challengeId, options } = await post<{ challengeId: string; options: Parameters<typeof startAuthentication>[0]["optionsJSON"] }>("/api/auth/passkey/options");
    await post("/api/auth/passkey/sign-in", { challengeId, credential: await startAuthentication({ optionsJSON: options }) });
    return null;
  } catch (e) {
    return e instanceof Error && e.name === "NotAllowedError" ? "Passkey sign-in was cancelled." : errorMessage(e, "Passkey sign-in failed");
  }
}
