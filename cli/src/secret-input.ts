import { text } from 'node:stream/consumers';
import password from '@inquirer/password';

/** Piped standard input, one line per secret asked: a password, then the sign-in's code. */
let pipedLines: Promise<string[]> | undefined;

/**
 * A secret (a password, an API key, a sign-in code) asked on a terminal with its characters
 * masked, or read from standard input when it is piped, a line each: never an argument, which
 * `ps` and the shell's history show.
 */
export async function readSecret(message: string): Promise<string> {
  if (process.stdin.isTTY) return password({ message, mask: true });
  pipedLines ??= text(process.stdin).then((piped) => piped.split(/\r?\n/));
  return ((await pipedLines).shift() ?? '').trim();
}
