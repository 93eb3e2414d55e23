import { InvalidArgumentError, Option, type Command } from 'commander';

/** A count option: a whole number of 1 or more. */
export const positiveInteger = (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new InvalidArgumentError('must be a whole number of 1 or more');
  return number;
};

/** --api-url and --key-stdin, on every command that talks to a RawEx server. */
export const withServerOptions = (command: Command) =>
  command
    .addOption(
      new Option(
        '--api-url <url>',
        'where RawEx answers (default: RAWEX_API_URL, or what rawex login saved)',
      ),
    )
    .addOption(
      new Option(
        '--key-stdin',
        'read the API key from standard input (default: RAWEX_API_KEY, or what rawex login saved for this address)',
      ),
    );
