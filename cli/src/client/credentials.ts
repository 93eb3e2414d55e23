import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import envPaths from 'env-paths';
import { CliFailure } from './cli-failure.ts';
import { readSecret } from '../secret-input.ts';

/** Where a RawEx answers and the API key the CLI acts with. */
export interface Credentials {
  apiUrl: string;
  key: string;
  /** The key's id, so `rawex logout` can revoke it. */
  keyId?: number;
}

export interface CredentialOptions {
  apiUrl?: string;
  /** Read the API key from standard input (`--key-stdin`). */
  keyStdin?: boolean;
}

/** The file `rawex login` keeps the URL and key in, readable by the user alone. */
export function credentialsFile(environment: NodeJS.ProcessEnv = process.env): string {
  const directory = environment.RAWEX_CONFIG_DIR ?? envPaths('rawex', { suffix: '' }).config;
  return path.join(directory, 'credentials.json');
}

export async function readSavedCredentials(): Promise<Credentials | undefined> {
  try {
    return JSON.parse(await readFile(credentialsFile(), 'utf8')) as Credentials;
  } catch {
    return undefined;
  }
}

export async function saveCredentials(credentials: Credentials): Promise<string> {
  const file = credentialsFile();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}

export const forgetCredentials = () => rm(credentialsFile(), { force: true });

const notSignedIn = () =>
  new CliFailure(
    'Not signed in: run `rawex login`, or give --api-url and a key (RAWEX_API_KEY, or --key-stdin to read it from standard input).',
  );

const originOf = (url: string) => {
  if (!URL.canParse(url))
    throw new CliFailure(`${url} is not an address: give one like https://rawex.example.`);
  return new URL(url).origin;
};

/**
 * The address (--api-url, else RAWEX_API_URL, else what `rawex login` saved) and the key (from
 * standard input with --key-stdin, else RAWEX_API_KEY, else the saved one). The saved key is
 * sent only to the origin it was made for: another address needs its own key.
 */
export async function resolveCredentials(options: CredentialOptions): Promise<Credentials> {
  const saved = await readSavedCredentials();
  // An empty variable is as good as none.
  const apiUrl = options.apiUrl || process.env.RAWEX_API_URL || saved?.apiUrl;
  if (!apiUrl) throw notSignedIn();
  const given = options.keyStdin ? await readSecret('API key:') : process.env.RAWEX_API_KEY || undefined;
  if (given) return { apiUrl, key: given };
  if (!saved) throw notSignedIn();
  if (originOf(apiUrl) !== originOf(saved.apiUrl)) {
    throw new CliFailure(
      `The key rawex login kept is for ${originOf(saved.apiUrl)} and is never sent elsewhere: sign in to ${originOf(apiUrl)} (rawex login --api-url ${apiUrl}), or give its own key (RAWEX_API_KEY, or --key-stdin).`,
    );
  }
  return { apiUrl, key: saved.key, ...(saved.keyId ? { keyId: saved.keyId } : {}) };
}
