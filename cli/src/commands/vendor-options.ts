import { Option, type Command } from 'commander';

/** --api-url and --key, on every command that talks to a RawEx server. */
export const withServerOptions = (command: Command) =>
  command
    .addOption(
      new Option(
        '--api-url <url>',
        'where RawEx answers (default: RAWEX_API_URL, or what rawex login saved)',
      ),
    )
    .addOption(new Option('--key <key>', 'an API key (default: RAWEX_API_KEY, or what rawex login saved)'));
