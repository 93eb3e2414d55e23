import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** The options a `navigator.credentials` call is given, as far as an authenticator reads them. */
interface CeremonyOptions {
  challenge: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();
const base64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

/** Authenticator data's flags: the user was present (UP) and verified (UV); a credential follows (AT). */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const CREDENTIAL_FOLLOWS = 0x40;

/**
 * A passkey held in software, as a platform authenticator holds one: an ES256 key made for the
 * site at `origin`, answering registration (attestation "none") and sign-in challenges with real
 * signatures, its counter going up with each use. What a browser would send is what it answers.
 */
export function softwarePasskey(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = base64url(credentialId);
  const rpIdHash = sha256(new URL(origin).hostname);
  let counter = 0;

  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const authenticatorData = (flags: number, rest: Buffer = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE((counter += 1));
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, rest]);
  };

  /** A credential's answer as `PublicKeyCredential.toJSON()` gives it. */
  const answer = (response: Record<string, unknown>) => ({
    id,
    rawId: id,
    type: 'public-key',
    clientExtensionResults: {},
    response,
  });

  return {
    id,
    /** The answer to `POST /api/auth/passkeys/options`'s options (the body of `POST /api/auth/passkeys`'s response). */
    register({ challenge }: CeremonyOptions) {
      // COSE_Key of an EC2 P-256 key for ES256: kty 2, alg -7, crv 1, x, y.
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(x!, 'base64url')],
          [-3, Buffer.from(y!, 'base64url')],
        ]),
      );
      const credentialLength = Buffer.alloc(2);
      credentialLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([
        Buffer.alloc(16),
        credentialLength,
        credentialId,
        Buffer.from(coseKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authenticatorData(USER_PRESENT | USER_VERIFIED | CREDENTIAL_FOLLOWS, attested)],
        ]),
      );
      return answer({
        clientDataJSON: base64url(clientData('webauthn.create', challenge)),
        attestationObject: base64url(attestationObject),
        transports: ['internal'],
      });
    },
    /** The answer to a sign-in or second-step challenge (`passkeyOptions`). */
    assert({ challenge }: CeremonyOptions) {
      const data = authenticatorData(USER_PRESENT | USER_VERIFIED);
      const client = clientData('webauthn.get', challenge);
      return answer({
        clientDataJSON: base64url(client),
        authenticatorData: base64url(data),
        signature: base64url(sign('sha256', Buffer.concat([data, sha256(client)]), privateKey)),
      });
    },
  };
}
