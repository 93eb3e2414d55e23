import { Command, Option } from 'commander';
import { positiveInteger, withServerOptions } from './vendor-options.ts';

const accountCommands = () => import('../client/account-commands.ts');

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
  .action(async (options) => (await accountCommands()).login(options));

export const logoutCommand = new Command('logout')
  .description('revoke the key rawex login kept, and forget it')
  .action(async () => (await accountCommands()).logout());

export const whoamiCommand = withServerOptions(
  new Command('whoami').description('who the key acts as'),
).action(async (options) => (await accountCommands()).whoami(options));

export const keysCommand = new Command('keys')
  .description('your API keys, over the API (the key needs admin:all: rawex login --manage-keys)')
  .addCommand(
    withServerOptions(new Command('list').description('your API keys')).action(async (options) =>
      (await accountCommands()).listKeys(options),
    ),
  )
  .addCommand(
    withServerOptions(
      new Command('create')
        .description('create an API key; it is shown once')
        .requiredOption('--name <name>', 'what the key is for')
        .option('--permissions <list>', 'comma-separated permissions', 'read:products')
        .option('--rate-limit <requests>', 'requests per hour (default: the server’s)', positiveInteger),
    ).action(async (options) => (await accountCommands()).createKey(options)),
  )
  .addCommand(
    withServerOptions(
      new Command('revoke')
        .description('revoke an API key: it stops working at once')
        .argument('<id>', 'the key’s id'),
    ).action(async (id: string, options) => (await accountCommands()).revokeKey(id, options)),
  );
