import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import envPaths from 'env-paths';
import { CliFailure } from './cli-failure.ts';

/** Where a RawEx answers and the API key the CLI acts with. */
export interface Credentials {
  apiUrl: string;
  key: string;
  /** The key's id, so `rawex logout` can revoke it. */
  keyId?: number;
}

export interface CredentialOptions {
  apiUrl?: string;
  key?: string;
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

/** The flags, else RAWEX_API_URL / RAWEX_API_KEY, else what `rawex login` saved. */
export async function resolveCredentials(options: CredentialOptions): Promise<Credentials> {
  const saved = await readSavedCredentials();
  const apiUrl = options.apiUrl ?? process.env.RAWEX_API_URL ?? saved?.apiUrl;
  const key = options.key ?? process.env.RAWEX_API_KEY ?? saved?.key;
  if (!apiUrl || !key) {
    throw new CliFailure(
      'Not signed in: run `rawex login`, or give --api-url and --key (or RAWEX_API_URL and RAWEX_API_KEY).',
    );
  }
  return { apiUrl, key, ...(saved && saved.key === key && saved.keyId ? { keyId: saved.keyId } : {}) };
}
