import { hostname } from 'node:os';
import { DEFAULT_KEY_RATE_LIMIT } from '@rawex/api/contracts';
import { text } from 'node:stream/consumers';
import password from '@inquirer/password';
import { Command, Option } from 'commander';
import { createInterface } from 'node:readline/promises';
import { RawexApiError } from '@rawex/client';
import { CliFailure } from '../vendor/cli-failure.ts';
import { connect } from '../vendor/connect.ts';
import {
  forgetCredentials,
  readSavedCredentials,
  resolveCredentials,
  saveCredentials,
  type CredentialOptions,
} from '../vendor/credentials.ts';
import { withServerOptions } from './vendor-options.ts';

/** What the key `rawex login` makes may do: the catalogue, and with --manage-keys the keys too. */
const CLI_PERMISSIONS = ['read:products', 'write:products', 'read:categories'] as const;
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

export const loginCommand = new Command('login')
  .description('sign in and keep an API key for the commands that talk to RawEx')
  .addOption(
    new Option('--api-url <url>', 'where RawEx answers').default(
      process.env.RAWEX_API_URL ?? 'http://127.0.0.1:3000',
    ),
  )
  .option('--email <email>', 'your email (asked when absent)')
  .option('--manage-keys', 'let the key list, create and revoke keys too (rawex keys)', false)
  .addHelpText(
    'after',
    '\nThe password is asked on a terminal, or read from stdin: echo "$PASSWORD" | rawex login --email you@example.com',
  )
  .action(async (options) => {
    const email = options.email ?? (await askEmail());
    const secret = process.stdin.isTTY
      ? await password({ message: 'Password:', mask: true })
      : (await text(process.stdin)).trim();
    if (!email || !secret) throw new CliFailure('Give an email and a password.');
    const anonymous = connect({ apiUrl: options.apiUrl });
    const { response } = await anonymous.POST('/api/auth/login', { body: { email, password: secret } });
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const session = connect({ apiUrl: options.apiUrl }, cookie);
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
  });

export const logoutCommand = new Command('logout')
  .description('revoke the key rawex login kept, and forget it')
  .action(async () => {
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
  });

export const whoamiCommand = withServerOptions(
  new Command('whoami').description('who the key acts as'),
).action(async (options) => {
  const credentials = await resolveCredentials(options);
  const { data: me } = await connect(credentials).GET('/api/auth/me');
  if (!me) return;
  const company = me.companyName ? ` (${me.companyName})` : '';
  process.stdout.write(`${me.email}${company}, ${me.role}, at ${credentials.apiUrl}\n`);
});

/** A keys command's action: a key without admin:all is told how to get one that has it. */
const managingKeys =
  <Args extends unknown[]>(action: (...args: Args) => Promise<void>) =>
  async (...args: Args) => {
    try {
      await action(...args);
    } catch (error) {
      if (error instanceof RawexApiError && error.code === 'missing_permission') {
        throw new CliFailure('This key cannot manage keys: sign in again with `rawex login --manage-keys`.');
      }
      throw error;
    }
  };

const keysList = withServerOptions(new Command('list').description('your API keys')).action(
  managingKeys(async (options: CredentialOptions) => {
    const { data: keys } = await connect(await resolveCredentials(options)).GET('/api/keys');
    for (const key of keys ?? []) {
      process.stdout.write(
        `${key.id}\t${key.status}\t${key.key}…\t${key.name}\t${key.permissions.join(',')}\n`,
      );
    }
  }),
);

const keysCreate = withServerOptions(
  new Command('create')
    .description('create an API key; it is shown once')
    .requiredOption('--name <name>', 'what the key is for')
    .option('--permissions <list>', 'comma-separated permissions', 'read:products')
    .option('--rate-limit <requests>', 'requests per hour', String(DEFAULT_KEY_RATE_LIMIT)),
).action(
  managingKeys(
    async (options: CredentialOptions & { name: string; permissions: string; rateLimit: string }) => {
      const { data: key } = await connect(await resolveCredentials(options)).POST('/api/keys', {
        body: {
          name: options.name,
          permissions: String(options.permissions)
            .split(',')
            .map((permission) => permission.trim()) as never,
          rateLimit: Number(options.rateLimit),
        },
      });
      if (key) process.stdout.write(`${key.key}\n`);
    },
  ),
);

const keysRevoke = withServerOptions(
  new Command('revoke')
    .description('revoke an API key: it stops working at once')
    .argument('<id>', 'the key’s id'),
).action(
  managingKeys(async (id: string, options: CredentialOptions) => {
    await connect(await resolveCredentials(options)).DELETE('/api/keys/{id}', {
      params: { path: { id: Number(id) } },
    });
    process.stdout.write(`Key ${id} is revoked.\n`);
  }),
);

export const keysCommand = new Command('keys')
  .description('your API keys, over the API (the key needs admin:all: rawex login --manage-keys)')
  .addCommand(keysList)
  .addCommand(keysCreate)
  .addCommand(keysRevoke);
