import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A WebAuthn authenticator in software, as a client that talks to the API without a browser would be: it makes ES256
 * passkeys ("none" attestation) and answers challenges with them, with the user-verified flag on or off as asked. It
 * stands in for the device, not for any of the project's code: the server verifies its answers with @simplewebauthn.
 */

const FLAG = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;
const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export interface SoftwarePasskey {
  credentialId: string;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

interface Ceremony {
  /** The challenge of the options the server gave (base64url). */
  challenge: string;
  /** The user verified (PIN, biometric): on unless a test turns it off. */
  userVerified?: boolean;
}

export function softwareAuthenticator(appUrl: string) {
  const origin = new URL(appUrl).origin;
  const rpIdHash = sha256(new URL(appUrl).hostname);
  const flagsOf = (userVerified: boolean, attested: boolean) => FLAG.userPresent | (userVerified ? FLAG.userVerified : 0) | (attested ? FLAG.attestedData : 0);
  const clientData = (type: "webauthn.create" | "webauthn.get", challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };

  return {
    /** What `navigator.credentials.create` answers (as @simplewebauthn/browser sends it), and the passkey kept. */
    register({ challenge, userVerified = true, userHandle = "" }: Ceremony & { userHandle?: string }) {
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const jwk = publicKey.export({ format: "jwk" });
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x as string, "base64url"))],
        [-3, new Uint8Array(Buffer.from(jwk.y as string, "base64url"))],
      ]);
      const id = randomBytes(32);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([rpIdHash, Buffer.from([flagsOf(userVerified, true)]), counterBytes(0), Buffer.alloc(16), idLength, id, Buffer.from(isoCBOR.encode(coseKey))]);
      const attestation = new Map<string, string | Map<string, string> | Uint8Array>([["fmt", "none"], ["attStmt", new Map<string, string>()], ["authData", new Uint8Array(authData)]]);
      const attestationObject = isoCBOR.encode(attestation);
      const passkey: SoftwarePasskey = { credentialId: b64(id), privateKey, userHandle, counter: 0 };
      const answer = {
        id: passkey.credentialId,
        rawId: passkey.credentialId,
        type: "public-key",
        clientExtensionResults: {},
        response: { clientDataJSON: b64(clientData("webauthn.create", challenge)), attestationObject: b64(attestationObject), transports: ["internal"] },
      };
      return { answer, passkey };
    },

    /** What `navigator.credentials.get` answers with a passkey: its signature over the authenticator data and the client data. */
    assert(passkey: SoftwarePasskey, { challenge, userVerified = true }: Ceremony) {
      passkey.counter += 1;
      const authenticatorData = Buffer.concat([rpIdHash, Buffer.from([flagsOf(userVerified, false)]), counterBytes(passkey.counter)]);
      const clientDataJSON = clientData("webauthn.get", challenge);
      const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), passkey.privateKey);
      return {
        id: passkey.credentialId,
        rawId: passkey.credentialId,
        type: "public-key",
        clientExtensionResults: {},
        response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authenticatorData), signature: b64(signature), userHandle: b64(passkey.userHandle) },
      };
    },
  };
}
