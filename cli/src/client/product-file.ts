import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';
import { CliFailure } from './cli-failure.ts';
import { PRODUCT_FILE_FORMATS, type ProductFileFormat } from './product-columns.ts';
import { restoreCell } from '@rawex/format';

/** One record of a product file, with the line it starts on (for messages and the report). */
export interface FileRecord {
  line: number;
  values: Record<string, unknown>;
}

export function formatOf(file: string, format?: string): ProductFileFormat {
  const chosen = (format ?? file.split('.').at(-1) ?? '').toLowerCase();
  if ((PRODUCT_FILE_FORMATS as readonly string[]).includes(chosen)) return chosen as ProductFileFormat;
  if (chosen === 'jsonl') return 'ndjson';
  throw new CliFailure(
    `Cannot tell the format of ${file}: name it .csv, .ndjson or .json, or give --format.`,
  );
}

/** Refuses a file that is not UTF-8 before anything is sent, naming the line of the first bad byte. */
export async function assertUtf8(file: string): Promise<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const newlinesIn = (text: string) => text.split('\n').length - 1;
  let line = 1;
  let chunk: Buffer = Buffer.alloc(0);
  try {
    for await (const read of createReadStream(file)) {
      chunk = read as Buffer;
      line += newlinesIn(decoder.decode(chunk, { stream: true }));
    }
    decoder.decode();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new CliFailure(`No such file: ${file}`);
    const readable = new TextDecoder('utf-8').decode(chunk);
    line += newlinesIn(readable.slice(0, Math.max(0, readable.indexOf('\uFFFD'))));
    throw new CliFailure(`${file} is not UTF-8 text (line ${line}): save it as UTF-8 (CSV UTF-8 in Excel).`);
  }
}

/** The delimiter of a CSV file: --delimiter, else `;` when its header has more of them than commas. */
async function detectDelimiter(file: string): Promise<string> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const header = buffer.subarray(0, bytesRead).toString('utf8').split(/\r?\n/, 1)[0] ?? '';
    return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  } finally {
    await handle.close();
  }
}

export interface ReadOptions {
  format: ProductFileFormat;
  delimiter?: string;
  /** Told of a record the file itself makes unreadable (a broken quote, a bad JSON line). */
  onUnreadable(line: number, message: string): void;
}

/** The columns of a CSV file's header, for the checks made before anything is sent. */
export async function csvHeader(file: string, delimiter?: string): Promise<string[]> {
  const parser = createReadStream(file).pipe(
    parse({ bom: true, delimiter: delimiter ?? (await detectDelimiter(file)), to_line: 1, trim: true }),
  );
  for await (const header of parser) return header as string[];
  return [];
}

/** Streams the records of a product file: CSV (with a header row), NDJSON, or a JSON array. */
export async function* readProductFile(file: string, options: ReadOptions): AsyncGenerator<FileRecord> {
  if (options.format === 'csv') {
    const parser = createReadStream(file).pipe(
      parse({
        bom: true,
        columns: (header: string[]) => header.map((name) => name.trim()),
        delimiter: options.delimiter ?? (await detectDelimiter(file)),
        skip_empty_lines: true,
        skip_records_with_error: true,
        info: true,
        on_skip: (error) => {
          if (error) options.onUnreadable((error as { lines?: number }).lines ?? 0, error.message);
          return undefined;
        },
      }),
    );
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number; records: number };
    }>) {
      // info.lines is where the record ends; a quoted newline makes it start earlier.
      const newlines = Object.values(record).reduce(
        (sum, value) => sum + (value.match(/\n/g)?.length ?? 0),
        0,
      );
      yield {
        line: info.lines - newlines,
        values: Object.fromEntries(
          Object.entries(record).map(([column, value]) => [column, restoreCell(value)]),
        ),
      };
    }
    return;
  }
  if (options.format === 'ndjson') {
    let line = 0;
    for await (const text of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
      line += 1;
      const trimmed = line === 1 ? text.replace(/^\uFEFF/, '').trim() : text.trim();
      if (!trimmed) continue;
      try {
        const values = JSON.parse(trimmed) as unknown;
        if (typeof values !== 'object' || values === null || Array.isArray(values))
          throw new Error('not an object');
        yield { line, values: values as Record<string, unknown> };
      } catch (error) {
        options.onUnreadable(line, `not a JSON object (${(error as Error).message})`);
      }
    }
    return;
  }
  // A JSON array is read whole; NDJSON or CSV stream, for files too large for that.
  let list: unknown;
  try {
    list = JSON.parse((await readFile(file, 'utf8')).replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new CliFailure(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(list)) throw new CliFailure(`${file} must hold a JSON array of products.`);
  for (const [index, values] of list.entries()) {
    if (typeof values !== 'object' || values === null || Array.isArray(values)) {
      options.onUnreadable(index + 1, 'not a JSON object');
      continue;
    }
    yield { line: index + 1, values: values as Record<string, unknown> };
  }
}
