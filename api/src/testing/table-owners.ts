import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The API's source folder. */
const source = path.join(import.meta.dirname, '..');

export interface SourceFile {
  file: string;
  folder: string;
  text: string;
}

/** The API's source files outside tests and migrations (the migrations are history), by folder. */
export async function sourceFiles(): Promise<SourceFile[]> {
  const files: SourceFile[] = [];
  for (const file of await readdir(source, { recursive: true })) {
    if (!file.includes(path.sep) || file.includes(`${path.sep}migrations${path.sep}`)) continue;
    if (!/\.(ts|sql)$/.test(file) || file.endsWith('.test.ts')) continue;
    const [folder] = file.split(path.sep);
    if (folder === 'testing') continue;
    files.push({ file, folder: folder!, text: await readFile(path.join(source, file), 'utf8') });
  }
  return files;
}

/**
 * Each table's owner and model class: a table belongs to the folder that holds its model
 * (`static tableName`).
 */
export function owners(files: SourceFile[]) {
  const tables = new Map<string, { owner: string; model: string; file: string }[]>();
  for (const { file, folder, text } of files) {
    for (const [, model, table] of text.matchAll(
      /class\s+(\w+)\s+extends\s+\w+\s*\{[^}]*?static\s+override\s+tableName\s*=\s*'(\w+)'/g,
    )) {
      tables.set(table!, [...(tables.get(table!) ?? []), { owner: folder, model: model!, file }]);
    }
  }
  return tables;
}
