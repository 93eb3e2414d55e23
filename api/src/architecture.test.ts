import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const source = import.meta.dirname;
/** Folders that are not domains: the core, and the helpers of tests. */
const NOT_DOMAINS = new Set(['platform', 'testing', 'types']);

interface CrossImport {
  file: string;
  domain: string;
  imported: string;
  specifier: string;
}

/** Every import (and re-export) from one domain folder into another, outside tests. */
async function crossDomainImports(): Promise<CrossImport[]> {
  const found: CrossImport[] = [];
  for (const file of await readdir(source, { recursive: true })) {
    const [domain] = file.split(path.sep);
    if (!file.includes(path.sep) || NOT_DOMAINS.has(domain!)) continue;
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = await readFile(path.join(source, file), 'utf8');
    for (const [, specifier] of text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)) {
      const target = path.relative(source, path.resolve(path.dirname(path.join(source, file)), specifier!));
      const [imported] = target.split(path.sep);
      if (imported !== domain && target.includes(path.sep) && !NOT_DOMAINS.has(imported!)) {
        found.push({ file, domain: domain!, imported: imported!, specifier: specifier! });
      }
    }
  }
  return found;
}

/** The cycles of a graph, one path each (Tarjan's strongly connected components). */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowest.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node)!, lowest.get(next)!));
      } else if (stack.includes(next)) {
        lowest.set(node, Math.min(lowest.get(node)!, index.get(next)!));
      }
    }
    if (lowest.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

describe('the API’s domains', () => {
  it('depend on each other in one direction: no cycle between domain folders', async () => {
    const graph = new Map<string, Set<string>>();
    for (const { domain, imported } of await crossDomainImports()) {
      graph.set(domain, (graph.get(domain) ?? new Set()).add(imported));
    }
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('use each other through their faces only: index.ts, contracts, and (for routes) middleware', async () => {
    const throughInternals = (await crossDomainImports())
      .filter(({ file, specifier }) => {
        const target = path.basename(specifier);
        if (target === 'index.ts' || target.endsWith('.contract.ts')) return false;
        return !(target.endsWith('.middleware.ts') && /\.(routes|middleware)\.ts$/.test(file));
      })
      .map(({ file, specifier }) => `${file} → ${specifier}`);
    expect(throughInternals).toEqual([]);
  });

  it('each show their face in an index.ts', async () => {
    const folders = await readdir(source, { withFileTypes: true });
    const domains = folders.filter((entry) => entry.isDirectory() && !NOT_DOMAINS.has(entry.name));
    const missing: string[] = [];
    for (const domain of domains) {
      await access(path.join(source, domain.name, 'index.ts')).catch(() => missing.push(domain.name));
    }
    expect(domains.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('are each named in the root README, as are the docs', async () => {
    const readme = await readFile(path.join(source, '../../README.md'), 'utf8');
    const folders = await readdir(source, { withFileTypes: true });
    const domains = folders
      .filter((entry) => entry.isDirectory() && !NOT_DOMAINS.has(entry.name))
      .map((entry) => entry.name);
    const docs = (await readdir(path.join(source, '../../docs'))).map((name) => `docs/${name}`);
    expect(domains.filter((domain) => !readme.includes(`\`${domain}/\``))).toEqual([]);
    expect(docs.filter((doc) => !readme.includes(`\`${doc}`))).toEqual([]);
  });
});
