import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  enrollTotp,
  signUp,
  startTestApi,
  TEST_PASSWORD,
  totpCode,
  type SignedIn,
  type TestApi,
} from '@rawex/api/testing';
import { renderCommodityImage } from '@rawex/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawexBin, runRawexWithKey } from '../testing/rawex-processes.ts';

const png = () => renderCommodityImage('cocoa-beans');
const HEADER =
  'sku,name,description,category,price,unit,minimumOrder,availableQuantity,images,isActive,spec.origin';
const good = (sku: string, name = `Coffee ${sku}`) =>
  `${sku},${name},Washed arabica.,coffee,4.20,kg,100,5000,crate.png,true,Kenya`;

describe('rawex products import and export, over HTTP with a key', () => {
  let api: TestApi;
  let vendor: SignedIn;
  let key: string;
  let directory: string;

  const rawex = (args: string[], stdin?: string, environment: NodeJS.ProcessEnv = {}) =>
    runRawexWithKey({ apiUrl: api.url, key, directory, args, stdin, environment });
  const file = async (name: string, text: string | Buffer) => {
    await writeFile(path.join(directory, name), text);
    return name;
  };
  const stored = () =>
    api.db
      .knex('products')
      .where({ vendorId: vendor.user.id })
      .orderBy('sku')
      .select('sku', 'name', 'price', 'images', 'specifications');

  beforeAll(async () => {
    api = await startTestApi();
    vendor = await signUp(api, 'vendor');
    await api.db.knex('categories').insert({ name: 'Coffee', slug: 'coffee' });
    const created = await vendor.client.post<{ key: string }>('/api/keys', {
      name: 'cli',
      permissions: ['read:products', 'write:products', 'read:categories'],
    });
    key = created.body.key;
    directory = await mkdtemp(path.join(tmpdir(), 'rawex-import-'));
    await writeFile(path.join(directory, 'crate.png'), png());
    await writeFile(path.join(directory, 'notes.png'), 'not a picture');
  });
  afterAll(async () => {
    await api.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('stores the good rows and names the line, column and reason of each bad one', async () => {
    const lines = [
      HEADER.replaceAll(',', ';') + ';colour',
      good('A-1').replaceAll(',', ';') + ';green',
      '',
      `A-2;"Two-line${'\n'}name";Washed arabica.;coffee;4.20;kg;100;5000;crate.png;true;Kenya;`,
      'A-3;Priced badly;Washed.;coffee;1,200.50;kg;100;5000;crate.png;true;Kenya;',
      good('A-1', 'Again').replaceAll(',', ';') + ';',
      'A-4;Unknown category;Washed.;tea;4.20;kg;100;5000;crate.png;true;Kenya;',
      'A-5;No picture;Washed.;coffee;4.20;kg;100;5000;missing.png;true;Kenya;',
      'A-6;Not a picture;Washed.;coffee;4.20;kg;100;5000;notes.png;true;Kenya;',
      `A-7;${'x'.repeat(10_000)};Washed.;coffee;4.20;kg;100;5000;crate.png;true;Kenya;`,
    ];
    const name = await file('catalogue.csv', `\uFEFF${lines.join('\r\n')}\r\n`);
    const result = await rawex(['products', 'import', name, '--report', 'refused.csv', '--json']);
    expect(result.stderr).toContain('warning: Ignoring unknown column colour');
    expect(result.code).toBe(1);
    const summary = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(summary).toMatchObject({ rows: 8, created: 2, updated: 0, unchanged: 0, rejected: 6 });
    const report = await readFile(path.join(directory, 'refused.csv'), 'utf8');
    expect(report.trim().split('\n')).toEqual([
      'line,sku,field,message',
      expect.stringMatching(/^6,A-3,price,"must be a number of dollars/),
      '7,A-1,sku,appears twice in this file (line 2 has it too)',
      '8,A-4,category,"no category has the slug ""tea"""',
      '9,A-5,images,missing.png: no such file',
      '10,A-6,images,notes.png is not a valid image file',
      '11,A-7,name,must be at most 200 characters',
    ]);
    const products = await stored();
    expect(products.map((product: { sku: string }) => product.sku)).toEqual(['A-1', 'A-2']);
    expect(products[1]).toMatchObject({
      name: 'Two-line\nname',
      price: '4.20',
      specifications: { origin: 'Kenya' },
    });
    expect(products[0].images[0]).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect(products[1].images).toEqual(products[0].images);
  });

  it('refuses a file without the required columns, or not UTF-8, sending nothing (exit 2)', async () => {
    const before = (await stored()).length;
    const missing = await rawex(['products', 'import', await file('short.csv', 'sku,name\nB-1,Tea\n')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      'lacks the required columns description, category, price, unit, minimumOrder, availableQuantity, images',
    );
    const latin1 = Buffer.concat([
      Buffer.from(`${HEADER}\n`),
      Buffer.from('B-2,Caf\xe9,x,coffee,4,kg,1,1,crate.png,true,\n', 'latin1'),
    ]);
    const binary = await rawex(['products', 'import', await file('latin1.csv', latin1)]);
    expect(binary.code).toBe(2);
    expect(binary.stderr).toContain('latin1.csv is not UTF-8 text (line 2)');
    expect((await stored()).length).toBe(before);
  });

  it('checks a file without sending it (--dry-run)', async () => {
    const before = await stored();
    const result = await rawex([
      'products',
      'import',
      await file('dry.csv', `${HEADER}\n${good('C-1')}\n`),
      '--dry-run',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'Checked 1 rows of dry.csv: 1 valid, 0 rejected (dry run: nothing sent).',
    );
    expect(await stored()).toEqual(before);
  });

  /** `rawex products import` of `name`.csv's lines, with the refused rows' report read back by line. */
  const importWithReport = async (name: string, lines: string[]) => {
    const result = await rawex([
      'products',
      'import',
      await file(`${name}.csv`, `${lines.join('\n')}\n`),
      '--report',
      `${name}-refused.csv`,
      '--json',
    ]);
    const report = await readFile(path.join(directory, `${name}-refused.csv`), 'utf8');
    return { result, report: report.trim().split('\n') };
  };

  it('reads price ladders, multiples and samples, naming each bad rung by line and column', async () => {
    const header = `${HEADER},orderMultiple,priceTiers,sampleQuantity,samplePrice`;
    const lines = [
      header,
      `${good('L-1')},25,500:3.90|1000:3.60,10,60.00`,
      `${good('L-2')},25,500:3.90|1000:3.95,,`,
      `${good('L-3')},25,500-3.90,,`,
      `${good('L-4')},30,,,`,
    ];
    const { result, report } = await importWithReport('ladders', lines);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ rows: 4, created: 1, rejected: 3 });
    expect(report).toEqual([
      'line,sku,field,message',
      '3,L-2,priceTiers.1.price,"Rung 2: must be below 3.90, rung 1’s price"',
      '4,L-3,priceTiers.0.minQuantity,must be a whole number',
      '4,L-3,priceTiers.0.price,must be a number',
      '5,L-4,minimumOrder,must be a multiple of the order multiple (30)',
    ]);
    const row = await api.db
      .knex('products')
      .where({ vendorId: vendor.user.id, sku: 'L-1' })
      .first('orderMultiple', 'priceTiers', 'sampleQuantity', 'samplePrice');
    expect(row).toEqual({
      orderMultiple: 25,
      priceTiers: [
        { minQuantity: 500, price: '3.90' },
        { minQuantity: 1000, price: '3.60' },
      ],
      sampleQuantity: 10,
      samplePrice: '60.00',
    });
  });

  it('reads a currency column: a price in it, an empty cell in the firm’s own, an unknown one refused by line', async () => {
    const lines = [
      `${HEADER},currency`,
      `${good('C-1')},EUR`,
      `${good('C-2')},`,
      `${good('C-3')},XYZ`,
      `${good('C-4')},euro`,
    ];
    const { result, report } = await importWithReport('currencies', lines);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ rows: 4, created: 2, rejected: 2 });
    expect(report).toEqual([
      'line,sku,field,message',
      '4,C-3,currency,XYZ is not a currency of ISO 4217 (GET /api/currencies lists them)',
      '5,C-4,currency,"must be a currency code of three letters, like EUR"',
    ]);
    const stored = await api.db
      .knex('products')
      .where({ vendorId: vendor.user.id })
      .whereIn('sku', ['C-1', 'C-2'])
      .orderBy('sku')
      .select('sku', 'currency');
    expect(stored).toEqual([
      { sku: 'C-1', currency: 'EUR' },
      { sku: 'C-2', currency: 'USD' },
    ]);
  });

  it('exports the catalogue, products added on the web too, safe in a spreadsheet, and importing the export again changes nothing', async () => {
    const attributes = {
      originCountry: 'ET',
      grade: 'Grade 1',
      purityPercent: 99.95,
      certifications: ['organic', 'fairtrade'],
      incoterms: ['FOB', 'CIF'],
      leadTimeDays: 21,
      hsCode: '090111',
      packaging: '60 kg jute bags',
    };
    const [imported] = await stored();
    const coffee = await api.db.knex('categories').where({ slug: 'coffee' }).first('id');
    const onTheWeb = await vendor.client.post<{ id: number; sku: string }>('/api/products', {
      name: 'Natural arabica, added on the web',
      // Text a spreadsheet would run as a formula, as anyone selling here may write it.
      description: '=HYPERLINK("https://evil.example","Sun-dried arabica")',
      categoryId: coffee.id,
      price: '3.90',
      unit: 'kg',
      minimumOrder: 50,
      availableQuantity: 900,
      images: imported.images,
      ...attributes,
      specifications: { processing: 'natural', screen: 16, organic: true },
    });
    expect(onTheWeb.status, onTheWeb.text).toBe(201);
    expect(onTheWeb.body.sku).toMatch(/^RX-\d+$/);
    for (const format of ['csv', 'ndjson', 'json']) {
      const exported = await rawex(['products', 'export', '--output', `export.${format}`]);
      expect(exported.code, exported.stderr).toBe(0);
      if (format === 'csv') {
        const [header, ...lines] = (await readFile(path.join(directory, 'export.csv'), 'utf8'))
          .trim()
          .split('\n');
        expect(header).toContain(
          'originCountry,grade,purityPercent,certifications,incoterms,leadTimeDays,hsCode,packaging',
        );
        expect(header).toContain('price,unit,minimumOrder,availableQuantity,images,currency');
        expect(lines.find((line) => line.startsWith('C-1,'))).toContain(',EUR,');
        const webLine = lines.find((line) => line.includes('added on the web'));
        expect(webLine).toContain('ET,Grade 1,99.95,organic|fairtrade,FOB|CIF,21,090111,60 kg jute bags');
        expect(webLine).toContain(`"'=HYPERLINK(""https://evil.example"",""Sun-dried arabica"")"`);
      }
      const again = await rawex(['products', 'import', `export.${format}`, '--json']);
      expect(again.code, again.stderr).toBe(0);
      // The euro product too: its currency goes out and comes back as it was.
      expect(JSON.parse(again.stdout)).toMatchObject({
        rows: 6,
        created: 0,
        updated: 0,
        unchanged: 6,
        rejected: 0,
      });
    }
    const kept = await vendor.client.get<Record<string, unknown>>(`/api/products/${onTheWeb.body.id}`);
    expect(kept.body).toMatchObject({
      ...attributes,
      description: '=HYPERLINK("https://evil.example","Sun-dried arabica")',
    });
  });

  it('ends a run cut off by kill -9 in the same catalogue as one clean run', async () => {
    const rows = Array.from({ length: 3000 }, (_, index) => good(`K-${String(index).padStart(4, '0')}`));
    const name = await file('big.csv', `${HEADER}\n${rows.join('\n')}\n`);
    const child = spawn(
      process.execPath,
      [rawexBin, 'products', 'import', name, '--batch-size', '100', '--concurrency', '1'],
      {
        cwd: directory,
        env: { ...process.env, RAWEX_API_URL: api.url, RAWEX_API_KEY: key },
      },
    );
    const count = async () =>
      Number(
        (await api.db.knex('products').where('sku', 'like', 'K-%').count({ count: '*' }).first())?.count,
      );
    while ((await count()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(await count()).toBeLessThan(3000);
    const rerun = await rawex(['products', 'import', name, '--json']);
    expect(rerun.code).toBe(0);
    expect(await count()).toBe(3000);
    const summary = JSON.parse(rerun.stdout) as { created: number; unchanged: number };
    expect(summary.created + summary.unchanged).toBe(3000);
  });

  it('signs in, says who it is, and signs out revoking its key', async () => {
    const login = await rawex(
      ['login', '--api-url', api.url, '--email', vendor.user.email],
      `${TEST_PASSWORD}\n`,
    );
    expect(login.code, login.stderr).toBe(0);
    const saved = JSON.parse(await readFile(path.join(directory, 'credentials.json'), 'utf8')) as {
      key: string;
    };
    expect(login.stdout).not.toContain(saved.key);
    const whoami = await rawex(['whoami', '--key-stdin'], saved.key);
    expect(whoami.stdout).toContain(`${vendor.user.email}`);
    expect(whoami.stdout).toContain('vendor');
    const keysRefused = await rawex(['keys', 'list', '--key-stdin'], saved.key);
    expect(keysRefused.code).toBe(2);
    expect(keysRefused.stderr).toContain('sign in again with `rawex login --manage-keys`');
    const again = await rawex(
      ['login', '--api-url', api.url, '--email', vendor.user.email],
      `${TEST_PASSWORD}\n`,
    );
    expect(again.code, again.stderr).toBe(0);
    const replaced = await fetch(`${api.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${saved.key}` },
    });
    expect(replaced.status).toBe(401);
    const current = JSON.parse(await readFile(path.join(directory, 'credentials.json'), 'utf8')) as {
      key: string;
    };
    const logout = await rawex(['logout']);
    expect(logout.code).toBe(0);
    const after = await fetch(`${api.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${current.key}` },
    });
    expect(after.status).toBe(401);
  });

  it('takes the second step of an account with an authenticator app: the password, then its code', async () => {
    const guarded = await signUp(api, 'vendor', { companyName: 'Guarded Metals' });
    const { secret, recoveryCodes } = await enrollTotp(guarded.client);
    const wrong = await rawex(
      ['login', '--api-url', api.url, '--email', guarded.user.email],
      `${TEST_PASSWORD}\n000000\n`,
    );
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toContain('That code is not right');
    const login = await rawex(
      ['login', '--api-url', api.url, '--email', guarded.user.email],
      `${TEST_PASSWORD}\n${await totpCode(secret, 1)}\n`,
    );
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toContain(`Signed in to ${api.url} as ${guarded.user.email}`);
    const recovered = await rawex(
      ['login', '--api-url', api.url, '--email', guarded.user.email],
      `${TEST_PASSWORD}\n${recoveryCodes[0]}\n`,
    );
    expect(recovered.code, recovered.stderr).toBe(0);
  });

  it('sends a password only over https:// or to this machine, and the saved key only where it was made', async () => {
    const plain = await rawex(
      ['login', '--api-url', 'http://rawex.example', '--email', vendor.user.email],
      `${TEST_PASSWORD}\n`,
    );
    expect(plain.code).toBe(2);
    expect(plain.stderr).toContain('rawex login sends your password: give an https:// address');

    const login = await rawex(
      ['login', '--api-url', api.url, '--email', vendor.user.email],
      `${TEST_PASSWORD}\n`,
    );
    expect(login.code, login.stderr).toBe(0);
    const heard: (string | undefined)[] = [];
    const elsewhere = createServer((request, response) => {
      heard.push(request.headers.authorization);
      response.end('{}');
    }).listen(0, '127.0.0.1');
    await once(elsewhere, 'listening');
    try {
      const otherUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
      const refused = await rawex(['whoami', '--api-url', otherUrl], '', {
        RAWEX_API_KEY: '',
        RAWEX_API_URL: '',
      });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(
        `The key rawex login kept is for ${new URL(api.url).origin} and is never sent elsewhere`,
      );
      expect(heard).toEqual([]);
      const home = await rawex(['whoami'], '', { RAWEX_API_KEY: '', RAWEX_API_URL: '' });
      expect(home.stdout).toContain(vendor.user.email);
    } finally {
      elsewhere.close();
      await rawex(['logout'], '', { RAWEX_API_KEY: '', RAWEX_API_URL: '' });
    }
  });
});
