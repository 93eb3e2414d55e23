import type { z } from 'zod';
import { CliFailure } from '../client/cli-failure.ts';

/**
 * A command's options checked by a schema; what is wrong is named by its option, or by its name in
 * `names` for what is not given as an option (a password read from standard input).
 */
export function parseOptions<Schema extends z.ZodType>(
  schema: Schema,
  rawOptions: unknown,
  names: Record<string, string> = {},
): z.output<Schema> {
  const parsed = schema.safeParse(rawOptions);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const option = issue.path.length > 0 ? `${names[path] ?? `--${path}`}: ` : '';
    return `${option}${issue.message}`;
  });
  throw new CliFailure(problems.join('\nerror: '));
}
