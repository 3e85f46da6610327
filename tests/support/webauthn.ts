import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A software authenticator: a real P-256 key pair, real authenticator data and real ECDSA
 * signatures over them, as a platform authenticator would produce (attestation "none"). The
 * server checks them with SimpleWebAuthn exactly as it checks a browser's answers.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  readonly id = b64url(this.credentialId);
  counter = 0;
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {}

  /** The public key as COSE (EC2, ES256). */
  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
      ]),
    );
  }

  private authData(flags: number, counter: number, attested: boolean, rpId = this.rpId): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options (navigator.credentials.create). */
  register(
    options: { challenge: string },
    tweak: { origin?: string; userVerified?: boolean } = {},
  ): RegistrationResponseJSON {
    const flags = UP | AT | (tweak.userVerified === false ? 0 : UV);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(this.authData(flags, this.counter, true))],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(
          this.clientData("webauthn.create", options.challenge, tweak.origin ?? this.origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }

  /**
   * The answer to authentication options (navigator.credentials.get), signed with the private
   * key; the counter moves on by one unless `counter` says what to report.
   */
  assert(
    options: { challenge: string },
    tweak: { counter?: number; origin?: string; userVerified?: boolean } = {},
  ): AuthenticationResponseJSON {
    const counter = tweak.counter ?? ++this.counter;
    const authenticatorData = this.authData(
      UP | (tweak.userVerified === false ? 0 : UV),
      counter,
      false,
    );
    const clientDataJSON = this.clientData(
      "webauthn.get",
      options.challenge,
      tweak.origin ?? this.origin,
    );
    const signature = sign(
      "sha256",
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
    };
  }
}
