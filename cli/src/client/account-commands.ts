import { hostname } from 'node:os';
import { createInterface } from 'node:readline/promises';
import { RawexApiError } from '@rawex/client';
import { CliFailure } from './cli-failure.ts';
import { readSecret } from '../secret-input.ts';
import { connect } from './connect.ts';
import {
  forgetCredentials,
  readSavedCredentials,
  resolveCredentials,
  saveCredentials,
  type CredentialOptions,
} from './credentials.ts';

/** What the key `rawex login` makes may do: the catalogue, and with --manage-keys the keys too. */
/** Catalogue work, and answering requests for quotation (orders' permissions). */
const CLI_PERMISSIONS = [
  'read:products',
  'write:products',
  'read:categories',
  'read:orders',
  'write:orders',
] as const;
/** Requests an hour for the CLI's key: a million-row import is about 1,000 bulk requests. */
const CLI_RATE_LIMIT = 10_000;

async function askEmail(): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await prompt.question('Email: ')).trim();
  } finally {
    prompt.close();
  }
}

/** This machine's own names: plain http:// to them never crosses a network. */
const isThisMachine = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/** A password is sent only over https://, or plain http:// to this machine. */
function requireSafeAddress(apiUrl: string): void {
  if (!URL.canParse(apiUrl))
    throw new CliFailure(`${apiUrl} is not an address: give one like https://rawex.example.`);
  const { protocol, hostname } = new URL(apiUrl);
  if (protocol === 'https:' || (protocol === 'http:' && isThisMachine(hostname))) return;
  throw new CliFailure(
    `rawex login sends your password: give an https:// address (plain http:// only to this machine: localhost, 127.0.0.1 or [::1]), not ${apiUrl}.`,
  );
}

/** The `name=value` of the cookie an answer sets (not one it clears, as the second step clears its own). */
const firstCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => !pair.endsWith('=')) ?? '';

/**
 * The second step of a sign-in the password began (its cookie given): a code from the app, or a
 * recovery code. Answers the signed-in answer, which sets the session's cookie.
 */
async function takeSecondStep(apiUrl: string, signInCookie: string): Promise<Response> {
  const code = (await readSecret('Code from your authenticator app, or a recovery code:')).trim();
  if (!code)
    throw new CliFailure('Give the code your authenticator app shows, or one of your recovery codes.');
  const method = /^\d{6}$/.test(code) ? 'totp' : 'recovery_code';
  const { response } = await connect({ apiUrl }, signInCookie).POST('/api/auth/login/second-step', {
    body: { method, code },
  });
  return response;
}

/** `rawex login`. */
export async function login(options: { apiUrl: string; email?: string; manageKeys: boolean }): Promise<void> {
  requireSafeAddress(options.apiUrl);
  const email = options.email ?? (await askEmail());
  const secret = await readSecret('Password:');
  if (!email || !secret) throw new CliFailure('Give an email and a password.');
  const anonymous = connect({ apiUrl: options.apiUrl });
  let { response } = await anonymous.POST('/api/auth/login', { body: { email, password: secret } });
  if (response.status === 202) response = await takeSecondStep(options.apiUrl, firstCookie(response));
  const session = connect({ apiUrl: options.apiUrl }, firstCookie(response));
  const permissions = [...CLI_PERMISSIONS, ...(options.manageKeys ? (['admin:all'] as const) : [])];
  const { data: key } = await session.POST('/api/keys', {
    body: { name: `rawex CLI on ${hostname()}`, permissions, rateLimit: CLI_RATE_LIMIT },
  });
  await session.POST('/api/auth/logout');
  if (!key) throw new CliFailure('The server gave no key.');
  // A second login replaces the first: its key is revoked rather than left working unseen.
  const earlier = await readSavedCredentials();
  if (earlier?.keyId !== undefined) {
    await connect(earlier)
      .DELETE('/api/keys/{id}', { params: { path: { id: earlier.keyId } } })
      .catch(() => undefined);
  }
  const file = await saveCredentials({ apiUrl: options.apiUrl, key: key.key, keyId: key.id });
  process.stdout.write(
    `Signed in to ${options.apiUrl} as ${email}; the key "${key.name}" is kept in ${file}.\n`,
  );
}

/** `rawex logout`. */
export async function logout(): Promise<void> {
  const saved = await readSavedCredentials();
  if (!saved) {
    process.stdout.write('Not signed in.\n');
    return;
  }
  if (saved.keyId !== undefined) {
    await connect(saved).DELETE('/api/keys/{id}', { params: { path: { id: saved.keyId } } });
  }
  await forgetCredentials();
  process.stdout.write(`Signed out of ${saved.apiUrl}; the key is revoked.\n`);
}

/** `rawex whoami`. */
export async function whoami(options: CredentialOptions): Promise<void> {
  const credentials = await resolveCredentials(options);
  const { data: me } = await connect(credentials).GET('/api/auth/me');
  if (!me) return;
  const company = me.companyName ? ` (${me.companyName})` : '';
  process.stdout.write(`${me.email}${company}, ${me.role}, at ${credentials.apiUrl}\n`);
}

/** A keys command's work: a key without admin:all is told how to get one that has it. */
async function managingKeys(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof RawexApiError && error.code === 'missing_permission') {
      throw new CliFailure('This key cannot manage keys: sign in again with `rawex login --manage-keys`.');
    }
    throw error;
  }
}

/** `rawex keys list`. */
export const listKeys = (options: CredentialOptions) =>
  managingKeys(async () => {
    const { data: keys } = await connect(await resolveCredentials(options)).GET('/api/keys');
    for (const key of keys ?? []) {
      process.stdout.write(
        `${key.id}\t${key.status}\t${key.key}…\t${key.name}\t${key.permissions.join(',')}\n`,
      );
    }
  });

/** `rawex keys create`. */
export const createKey = (
  options: CredentialOptions & { name: string; permissions: string; rateLimit?: number },
) =>
  managingKeys(async () => {
    const { data: key } = await connect(await resolveCredentials(options)).POST('/api/keys', {
      body: {
        name: options.name,
        permissions: options.permissions.split(',').map((permission) => permission.trim()) as never,
        ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
      },
    });
    if (key) process.stdout.write(`${key.key}\n`);
  });

/** `rawex keys revoke <id>`. */
export const revokeKey = (id: string, options: CredentialOptions) =>
  managingKeys(async () => {
    await connect(await resolveCredentials(options)).DELETE('/api/keys/{id}', {
      params: { path: { id: Number(id) } },
    });
    process.stdout.write(`Key ${id} is revoked.\n`);
  });
