import type { z } from 'zod';
import { CliFailure } from '../suppliers/cli-failure.ts';

/** A command's options checked by a schema; what is wrong is named by its option. */
export function parseOptions<Schema extends z.ZodType>(
  schema: Schema,
  rawOptions: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(rawOptions);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const option = issue.path.length > 0 ? `--${issue.path.map(String).join('.')}: ` : '';
    return `${option}${issue.message}`;
  });
  throw new CliFailure(problems.join('\nerror: '));
}
