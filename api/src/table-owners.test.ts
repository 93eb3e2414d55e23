import { describe, expect, it } from 'vitest';
import { owners, sourceFiles, type SourceFile } from './testing/table-owners.ts';

/** References from a domain (left) to the tables of another (right): none stand today. */
const READ_BUDGET: Record<string, number> = {};

/** Writes into another domain's tables: none stand today; a new one fails until moved behind its owner. */
const WRITE_BUDGET: Record<string, number> = {};

const camel = (snake: string) => snake.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The query around `index`: up to the next semicolon, as far as a write would show in it. */
const statementFrom = (text: string, index: number) =>
  text.slice(index, text.indexOf(';', index) + 1 || undefined);
const WRITES_IN_BUILDER =
  /\.(insert|insertAndFetch|update|patch|patchAndFetchById|del|delete|deleteById|increment|decrement)\(/;

/** Every reference a folder's code makes to a table: in SQL, through knex, through its model. */
function references(files: SourceFile[], tables: Map<string, { owner: string; model: string }[]>) {
  const found: { folder: string; owner: string; table: string; write: boolean; file: string }[] = [];
  const byCamel = new Map([...tables.keys()].map((table) => [camel(table), table]));
  const byModel = new Map([...tables].map(([table, models]) => [models[0]!.model, table]));
  for (const { file, folder, text } of files) {
    const note = (table: string | undefined, write: boolean) => {
      const owner = table && tables.get(table)?.[0]?.owner;
      if (owner && owner !== folder) found.push({ folder, owner, table: table!, write, file });
    };
    for (const match of text.matchAll(/\b(FROM|JOIN|INTO|UPDATE|TABLE)\s+(?:ONLY\s+)?([a-z_]+)\b/g)) {
      const before = text.slice(Math.max(0, match.index - 7), match.index);
      const write =
        match[1] === 'INTO' ||
        (match[1] === 'UPDATE' && !/FOR\s+$|KEY\s+$/.test(before)) ||
        /DELETE\s+$/.test(before);
      note(match[2], write);
    }
    for (const match of text.matchAll(
      /(?:\b\w+|\.(?:join|leftJoin|innerJoin|from|into|table))\(\s*'([a-zA-Z]+)(?:\s+as\s+\w+)?'\s*[,)]/g,
    )) {
      const table = byCamel.get(match[1]!);
      if (table) note(table, WRITES_IN_BUILDER.test(statementFrom(text, match.index)));
    }
    for (const match of text.matchAll(/\b([A-Z]\w+)\.(query|relatedQuery)\(/g)) {
      const table = byModel.get(match[1]!);
      if (table) note(table, WRITES_IN_BUILDER.test(statementFrom(text, match.index)));
    }
  }
  return found;
}

/**
 * Another domain asks a table's owner (its face, or a function or view it owns) rather than
 * reading or writing the table itself. What is left of such references is held to the budgets
 * above, printed per pair: a pair over its budget fails, and so does one under it until its budget
 * is lowered.
 */
describe('the tables', () => {
  it('each have one owner: the folder of their one model', async () => {
    const tables = owners(await sourceFiles());
    const shared = [...tables].filter(([, models]) => models.length > 1).map(([table]) => table);
    expect(shared).toEqual([]);
  });

  it('are read by other domains within the budget per pair, and written only by their owner', async () => {
    const files = await sourceFiles();
    const found = references(files, owners(files));
    const pairs = new Map<string, { reads: number; writes: number; tables: Set<string> }>();
    for (const reference of found) {
      const pair = `${reference.folder} → ${reference.owner}`;
      const counted = pairs.get(pair) ?? { reads: 0, writes: 0, tables: new Set() };
      counted[reference.write ? 'writes' : 'reads'] += 1;
      counted.tables.add(reference.table);
      pairs.set(pair, counted);
    }
    const rows = [...pairs].sort(
      ([a, x], [b, y]) => y.reads + y.writes - (x.reads + x.writes) || a.localeCompare(b),
    );
    console.log(
      `Cross-domain table references (${found.length}: ${found.filter((reference) => !reference.write).length} reads, ${found.filter((reference) => reference.write).length} writes):\n` +
        rows
          .map(
            ([pair, { reads, writes, tables }]) =>
              `  ${pair}: ${reads} reads, ${writes} writes (${[...tables].sort().join(', ')})`,
          )
          .join('\n'),
    );
    // Over a budget fails; under one fails too, asking for the lower figure, so budgets only go down.
    const off = [
      ...new Set([...rows.map(([pair]) => pair), ...Object.keys(READ_BUDGET), ...Object.keys(WRITE_BUDGET)]),
    ]
      .sort()
      .flatMap((pair) => {
        const { reads = 0, writes = 0 } = pairs.get(pair) ?? {};
        const says = (what: string, count: number, budget: number) =>
          count > budget
            ? [`${pair}: ${count} ${what}, over its budget of ${budget}: ask the owner instead`]
            : count < budget
              ? [`${pair}: ${count} ${what}, under its budget of ${budget}: lower the budget to ${count}`]
              : [];
        return [
          ...says('reads', reads, READ_BUDGET[pair] ?? 0),
          ...says('writes', writes, WRITE_BUDGET[pair] ?? 0),
        ];
      });
    expect(off).toEqual([]);
  });
});
