/** How the vendor commands end (documented in `rawex products import --help`). */
export const EXIT = {
  /** Every row stored. */
  ok: 0,
  /** Some rows refused, the rest stored. */
  someRejected: 1,
  /** A usage or file error: nothing was sent. */
  usage: 2,
  /** The server could not be reached, or kept failing after retries. */
  unreachable: 3,
} as const;

/** A failure a person can act on, with the exit code it ends the command with. */
export class CliFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.usage,
  ) {
    super(message);
    this.name = 'CliFailure';
  }
}
