import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets RawEx keeps in its database (webhooks' signing secrets, the key that signs emailed
 * links) are sealed with AES-256-GCM under a key that is not in the database: RAWEX_SECRETS_KEY,
 * or a key file in the data directory. A copy of the database alone then signs nothing.
 */
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The first byte of what is sealed: the format, so that another may follow. */
const FORMAT = 1;
/** How a sealed secret begins where it is kept as text. */
const SEALED_TEXT = 'sealed.v1.';

export const SECRETS_KEY_FORMAT =
  'RAWEX_SECRETS_KEY must be 32 random bytes in base64 or hex (make one with: openssl rand -base64 32)';

/** The key `text` gives (32 bytes, in base64 or hex), or undefined when it is not one. */
export function parseSecretsKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES && key.toString('base64') === trimmed ? key : undefined;
}

/**
 * The key kept in `directory`'s `secrets.key` (made there, readable by its owner alone, the
 * first time it is needed): the embedded default, for one machine.
 */
export function keyFileSecretsKey(directory: string): () => Buffer {
  let key: Buffer | undefined;
  return () => {
    if (key) return key;
    const file = path.join(directory, 'secrets.key');
    try {
      key = parseSecretsKey(readFileSync(file, 'utf8'));
      if (!key)
        throw new Error(`${file} holds no key: ${SECRETS_KEY_FORMAT.replace('RAWEX_SECRETS_KEY', 'it')}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      key = randomBytes(KEY_BYTES);
      writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    }
    return key;
  };
}

/** A sealed secret that the key given does not open: another key sealed it. */
export class WrongSecretsKey extends Error {
  constructor() {
    super(
      'RAWEX_SECRETS_KEY does not open the secrets this database holds: they were sealed with another key. Give every process of this database the key they were sealed with (RAWEX_SECRETS_KEY; unset, the key is the data directory’s secrets.key).',
    );
  }
}

export function seal(key: Buffer, secret: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
  return Buffer.concat([Buffer.from([FORMAT]), iv, cipher.getAuthTag(), sealed]);
}

export function open(key: Buffer, sealed: Buffer): Buffer {
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new WrongSecretsKey();
  }
}

/** Whether bytes kept are sealed (a key of 32 bytes kept before sealing is not). */
export const isSealed = (kept: Buffer) => kept.length > 1 + IV_BYTES + TAG_BYTES && kept[0] === FORMAT;

export const sealText = (key: Buffer, secret: string) =>
  SEALED_TEXT + seal(key, Buffer.from(secret)).toString('base64');

/** A secret kept as text: opened when sealed, as it is when kept before sealing. */
export const openText = (key: Buffer, kept: string) =>
  kept.startsWith(SEALED_TEXT)
    ? open(key, Buffer.from(kept.slice(SEALED_TEXT.length), 'base64')).toString()
    : kept;

export const isSealedText = (kept: string) => kept.startsWith(SEALED_TEXT);
