import { text } from 'node:stream/consumers';
import password from '@inquirer/password';

/**
 * A secret (a password, an API key) asked on a terminal with its characters masked, or read from
 * standard input when it is piped: never an argument, which `ps` and the shell's history show.
 */
export async function readSecret(message: string): Promise<string> {
  return process.stdin.isTTY ? password({ message, mask: true }) : (await text(process.stdin)).trim();
}
