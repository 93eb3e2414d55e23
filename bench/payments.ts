import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import {
  createAccount,
  camtLines,
  importStatement,
  issueOrderDocument,
  type AuthUser,
  type Database,
} from '@rawex/api';
import { creditorReference, orderPaymentReference } from '@rawex/api/contracts/creditor-reference';
import pg from 'pg';
import { SaxesParser } from 'saxes';
import { from as copyFrom } from 'pg-copy-streams';
import { throughput, withBenchApi } from './support.ts';

const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const STATEMENT_LINES = Number(process.env.BENCH_STATEMENT_LINES ?? 100_000);

/** A supplier and a buyer with one product, and `count` confirmed orders between them, made in SQL. */
async function tradeWithOrders(db: Database, count: number) {
  const vendor = await createAccount(db.knex, {
    email: `vendor-${Date.now()}@bench.example`,
    password: 'benchmark password',
    firstName: 'Bench',
    lastName: 'Vendor',
    role: 'vendor',
    companyName: 'Bench Metals',
  });
  const buyer = await createAccount(db.knex, {
    email: `buyer-${Date.now()}@bench.example`,
    password: 'benchmark password',
    firstName: 'Bench',
    lastName: 'Buyer',
    role: 'buyer',
    companyName: 'Bench Foundry',
  });
  const [category] = await db
    .knex('categories')
    .insert({ name: 'Bench', slug: `bench-${Date.now()}` })
    .returning('id');
  const [product] = await db
    .knex('products')
    .insert({
      vendorId: vendor.id,
      categoryId: (category as { id: number }).id,
      name: 'Copper cathode',
      price: '9000.00',
      unit: 't',
      minimumOrder: 1,
      availableQuantity: 1_000_000,
      images: [],
    })
    .returning('id');
  const { rows } = await db.knex.raw(
    `WITH made AS (
       INSERT INTO orders (buyer_id, placed_by, vendor_id, status, currency, total_amount, shipping_address)
       SELECT ?, ?, ?, 'confirmed', 'USD', 9000.00 * (1 + g % 5), 'Dock 4, Rotterdam' FROM generate_series(1, ?) g
       RETURNING id, total_amount)
     , items AS (INSERT INTO order_items (order_id, product_id, quantity, unit_price, total_price)
       SELECT id, ?, total_amount / 9000.00, 9000.00, total_amount FROM made)
     SELECT id FROM made ORDER BY id`,
    [buyer.id, buyer.id, vendor.id, count, (product as { id: number }).id],
  );
  return { vendor, buyer, orderIds: (rows as { id: number }[]).map((row) => row.id) };
}

/**
 * Invoices of one series issued from 16 connections at once, against bare inserts of the same
 * documents into the same table without the counter; then every number of the series is checked.
 */
async function benchIssuing(db: Database): Promise<string> {
  const { vendor, orderIds } = await tradeWithOrders(db, 200_000);
  const half = orderIds.length / 2;
  const bare = orderIds.slice(0, half);
  const issued = orderIds.slice(half);
  const sample = await db.knex.transaction((trx) =>
    issueOrderDocument(trx, { id: bare.shift()!, number: 'bench' }, 'invoice'),
  );
  const { content } = await db.knex('orderDocuments').where({ id: sample }).first('content');
  const body = JSON.stringify(content);

  let nextBare = 0;
  let bareNumber = 0;
  // The bare inserts give their own numbers: the trigger that numbers documents at commit is off.
  await db.knex.raw('ALTER TABLE order_documents DISABLE TRIGGER order_documents_numbered');
  const bareRate = await throughput(CONNECTIONS, SECONDS, () =>
    db.knex.transaction(async (trx) => {
      const orderId = bare[nextBare++]!;
      await trx('orderDocuments').insert({
        orderId,
        issuerId: vendor.id,
        kind: 'invoice',
        series: 'BARE-2026',
        number: ++bareNumber,
        currency: 'USD',
        total: '9000.00',
        dueDate: null,
        content: body,
      });
    }),
  );
  await db.knex.raw('ALTER TABLE order_documents ENABLE TRIGGER order_documents_numbered');
  let nextIssued = 0;
  const issuingRate = await throughput(CONNECTIONS, SECONDS, async () => {
    const orderId = issued[nextIssued++]!;
    await db.knex.transaction((trx) =>
      issueOrderDocument(trx, { id: orderId, number: String(orderId) }, 'invoice'),
    );
  });
  const { rows } = await db.knex.raw(
    `SELECT count(*) AS documents, count(DISTINCT number) AS numbers, min(number) AS first, max(number) AS last
     FROM order_documents WHERE issuer_id = ? AND series LIKE 'INV-%'`,
    [vendor.id],
  );
  const { documents, numbers, first, last } = (rows as Record<string, string | number>[])[0]!;
  const gaps = Number(last) - Number(first) + 1 - Number(numbers);
  const duplicates = Number(documents) - Number(numbers);
  return [
    `issuing invoices, one series, ${CONNECTIONS} connections, ${SECONDS} s each:`,
    `  bare inserts ${bareRate.toFixed(0)}/s, issued ${issuingRate.toFixed(0)}/s: ratio ${(issuingRate / bareRate).toFixed(2)} (goal ≥ 0.5)`,
    `  ${documents} invoices numbered ${first}…${last}: ${gaps} gaps, ${duplicates} duplicates`,
  ].join('\n');
}

/** A camt.053 statement of `lines` credits, each paying one of `orderIds` by its RF reference or not at all. */
async function writeStatement(file: string, lines: number, references: string[]): Promise<void> {
  const out = createWriteStream(file);
  out.write(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>BENCH</MsgId><CreDtTm>2026-12-01T08:00:00</CreDtTm></GrpHdr>
<Stmt><Id>BENCH-STMT</Id><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>\n`);
  for (let index = 0; index < lines; index += 1) {
    const reference = references[index % references.length];
    const entry = `<Ntry><Amt Ccy="USD">${(100 + (index % 900)).toFixed(2)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-12-01</Dt></BookgDt><ValDt><Dt>2026-12-01</Dt></ValDt><AcctSvcrRef>BENCH-${index}</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>Payer ${index % 97}</Nm></Pty></Dbtr></RltdPties><RmtInf><Strd><CdtrRefInf><Ref>${reference}</Ref></CdtrRefInf></Strd><Ustrd>Payment ${index}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n`;
    if (!out.write(entry)) await once(out, 'drain');
  }
  out.end('</Stmt></BkToCstmrStmt></Document>\n');
  await once(out, 'finish');
}

/** Peak resident memory over `work`, sampled every 20 ms, in megabytes above where it started. */
async function peakMemoryOver<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await work();
    return { result, growthMb: (peak - start) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

/**
 * A 100,000-line camt.053 statement imported (streamed, parsed, staged, matched, written), against
 * a bare COPY of the same lines into a table plus one set-based UPDATE matching them to orders.
 */
async function benchStatement(db: Database): Promise<string> {
  const { vendor, orderIds } = await tradeWithOrders(db, 1_000);
  // A third of the lines pay an order by its reference; the rest carry references of no order.
  const paying = orderIds.map((id) => orderPaymentReference(id));
  for (const [index, id] of orderIds.entries()) {
    await db.knex('orders').where({ id }).update({ paymentReference: paying[index] });
  }
  const references = [
    ...paying,
    ...orderIds.flatMap((id) => [
      creditorReference(`NO${String(id).padStart(8, '0')}`),
      creditorReference(`XX${String(id).padStart(8, '0')}`),
    ]),
  ];
  const folder = await mkdtemp(path.join(tmpdir(), 'rawex-bench-statement-'));
  try {
    const file = path.join(folder, 'statement.xml');
    await writeStatement(file, STATEMENT_LINES, references);
    const size = (await stat(file)).size;
    const csv = path.join(folder, 'lines.csv');
    const csvOut = createWriteStream(csv);
    for (let index = 0; index < STATEMENT_LINES; index += 1) {
      const line = `BENCH-${index},${(100 + (index % 900)).toFixed(2)},USD,2026-12-01,${references[index % references.length]},Payer ${index % 97}\n`;
      if (!csvOut.write(line)) await once(csvOut, 'drain');
    }
    csvOut.end();
    await once(csvOut, 'finish');

    // Baseline: the same file parsed by saxes alone (no logic), then its lines COPYed into a table
    // and one UPDATE matching them to orders: the work no import can skip, done bare.
    const parseStarted = performance.now();
    const sax = new SaxesParser();
    let elements = 0;
    sax.on('opentag', () => (elements += 1));
    const xmlIn = createReadStream(file);
    xmlIn.setEncoding('utf8');
    for await (const chunk of xmlIn as AsyncIterable<string>) sax.write(chunk);
    sax.close();
    const parseSeconds = (performance.now() - parseStarted) / 1000;
    const url = (db.knex.client.config.connection as { connectionString: string }).connectionString;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let copySeconds: number;
    let writeSeconds: number;
    try {
      await client.query(`CREATE TEMPORARY TABLE bench_lines (entry text, amount numeric(14, 2), currency char(3),
        value_date date, reference text, payer_name text, order_id integer)`);
      const started = performance.now();
      await client.query('BEGIN');
      await pipeline(
        createReadStream(csv),
        client.query(
          copyFrom(
            `COPY bench_lines (entry, amount, currency, value_date, reference, payer_name) FROM STDIN WITH (FORMAT csv)`,
          ),
        ),
      );
      await client.query(
        `UPDATE bench_lines SET order_id = orders.id FROM orders
         WHERE orders.payment_reference = bench_lines.reference AND orders.vendor_id = $1`,
        [vendor.id],
      );
      await client.query('COMMIT');
      copySeconds = parseSeconds + (performance.now() - started) / 1000;
      // The floor of any import that keeps each line as a payment: the same lines written into
      // payments by one INSERT … SELECT, as they stand after the UPDATE, then rolled back.
      const writing = performance.now();
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO payments (payee_id, order_id, amount, currency, value_date, method, reference,
                               payer_name, source, statement_entry, unmatched_reason, recorded_by)
         SELECT $1, order_id, amount, currency, value_date, 'bank_transfer', reference, payer_name,
                'statement', entry, CASE WHEN order_id IS NULL THEN 'bench' END, $1
         FROM bench_lines`,
        [vendor.id],
      );
      await client.query('ROLLBACK');
      writeSeconds = (performance.now() - writing) / 1000;
    } finally {
      await client.end();
    }

    const actor = { id: vendor.id, companyId: vendor.id, role: 'vendor', companyRole: 'owner' } as AuthUser;
    const started = performance.now();
    const { result, growthMb } = await peakMemoryOver(() =>
      importStatement(db.knex, actor, camtLines(createReadStream(file))),
    );
    const importSeconds = (performance.now() - started) / 1000;
    return [
      `importing a ${STATEMENT_LINES.toLocaleString('en-US')}-line camt.053 (${(size / 1024 / 1024).toFixed(0)} MB):`,
      `  saxes alone ${parseSeconds.toFixed(2)} s (${elements.toLocaleString('en-US')} elements) + COPY + one UPDATE: ${copySeconds.toFixed(2)} s; import ${importSeconds.toFixed(2)} s: ratio ${(copySeconds / importSeconds).toFixed(2)} (goal ≥ 0.5)`,
      `  the same lines written into payments by one INSERT … SELECT, nothing else: ${writeSeconds.toFixed(2)} s`,
      `  ${result.matched} matched, ${result.waiting} waiting; memory grew ${growthMb.toFixed(0)} MB at most while it ran`,
    ].join('\n');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * A 9 MB statement of a million nested elements sent to the API by a supplier, while a client
 * reads the catalogue: how long until it is refused, and the slowest catalogue answer meanwhile
 * against the slowest before it.
 */
async function benchHostileStatement(db: Database, url: string): Promise<string> {
  const email = `hostile-${Date.now()}@bench.example`;
  const supplier = await createAccount(db.knex, {
    email,
    password: 'benchmark password',
    firstName: 'Bench',
    lastName: 'Hostile',
    role: 'vendor',
    companyName: 'Bench Hostile',
  });
  await db.knex('users').where({ id: supplier.id }).update({ emailVerifiedAt: new Date() });
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: 'benchmark password' }),
  });
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0]!;
  const depth = 1_000_000;
  const hostile = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt><Ntry><NtryDtls><TxDtls><RltdPties><Dbtr>${'<Nm>'.repeat(depth)}x${'</Nm>'.repeat(depth)}</Dbtr></RltdPties></TxDtls></NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>`;
  const slowest = async (until: () => boolean, atLeast: number) => {
    let worst = 0;
    for (let asked = 0; asked < atLeast || !until(); asked += 1) {
      const started = performance.now();
      await (await fetch(`${url}/api/products?limit=24`)).arrayBuffer();
      worst = Math.max(worst, performance.now() - started);
    }
    return worst;
  };
  const before = await slowest(() => true, 50);
  let done = false;
  const form = new FormData();
  form.append('statement', new Blob([hostile], { type: 'application/xml' }), 'statement.xml');
  const sent = performance.now();
  const refusal = fetch(`${url}/api/payments/statements`, {
    method: 'POST',
    headers: { origin: url, cookie, 'x-requested-with': 'fetch' },
    body: form,
  }).then(async (answer) => {
    const seconds = (performance.now() - sent) / 1000;
    done = true;
    return {
      status: answer.status,
      seconds,
      body: (await answer.json()) as { errors?: { message: string }[] },
    };
  });
  const during = await slowest(() => done, 1);
  const refused = await refusal;
  return [
    `a ${(hostile.length / 1024 / 1024).toFixed(1)} MB statement of ${depth.toLocaleString('en-US')} nested elements:`,
    `  answered ${refused.status} in ${refused.seconds.toFixed(2)} s (goal < 1 s): ${refused.body.errors?.[0]?.message ?? ''}`,
    `  slowest catalogue answer ${during.toFixed(0)} ms meanwhile, ${before.toFixed(0)} ms before it`,
  ].join('\n');
}

/** `npm run bench payments`: issue 42's two figures and issue 64's hostile statement. */
export async function benchPayments(): Promise<string> {
  return withBenchApi(async ({ db, server }) =>
    [await benchIssuing(db), await benchStatement(db), await benchHostileStatement(db, server.url)].join(
      '\n',
    ),
  );
}
