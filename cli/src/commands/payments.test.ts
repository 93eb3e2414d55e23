import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CheckoutResult, Order } from '@rawex/api/contracts';
import { seedCoffeeTrade, startTestApi, type SignedIn, type TestApi } from '@rawex/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRawexWithKey } from '../testing/rawex-processes.ts';

/** A camt.053 statement of one credit carrying `reference`. */
const statement = (reference: string, amount: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>CLI-1</MsgId><CreDtTm>2026-12-01T08:00:00</CreDtTm></GrpHdr>
<Stmt><Id>CLI-1</Id>
<Ntry><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-12-01</Dt></BookgDt>
<AcctSvcrRef>CLI-REF-1</AcctSvcrRef><NtryDtls><TxDtls><RmtInf><Strd><CdtrRefInf><Ref>${reference}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document>
`;

describe('rawex payments import, for suppliers over the API with a key', () => {
  let api: TestApi;
  let vendor: SignedIn;
  let buyer: SignedIn;
  let directory: string;
  let key: string;

  const rawex = (args: string[]) => runRawexWithKey({ apiUrl: api.url, key, directory, args });

  beforeAll(async () => {
    api = await startTestApi();
    directory = await mkdtemp(path.join(tmpdir(), 'rawex-payments-'));
    let product;
    ({ owner: buyer, vendor, product } = await seedCoffeeTrade(api, 'cli-payments'));
    key = (
      await vendor.client.post<{ key: string }>('/api/keys', {
        name: 'cli',
        permissions: ['read:orders', 'write:orders'],
      })
    ).body.key;
    await api.db.knex('cartItems').insert({ userId: buyer.user.id, productId: product.id, quantity: 100 });
  });
  afterAll(async () => {
    await api?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('imports a camt.053 statement, once, and refuses a malformed one naming its line', async () => {
    const placed = await buyer.client.post<CheckoutResult>('/api/checkout', {
      shippingAddress: 'Kaiserkai 1, Hamburg',
    });
    const orderId = placed.body.orders[0]!.id;
    await vendor.client.patch(`/api/orders/${orderId}`, { status: 'confirmed' });
    const { reference } = (await buyer.client.get<Order>(`/api/orders/${orderId}`)).body.payment;
    await writeFile(path.join(directory, 'statement.xml'), statement(reference!, '420.00'));

    const imported = await rawex(['payments', 'import', 'statement.xml']);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toBe(
      'Read 1 lines: 1 credits, 1 matched to orders, 0 waiting to be assigned, 0 imported before.\n',
    );
    expect((await buyer.client.get<Order>(`/api/orders/${orderId}`)).body.payment.state).toBe('paid');
    const again = await rawex(['payments', 'import', 'statement.xml', '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ matched: 0, alreadyImported: 1 });

    await writeFile(path.join(directory, 'broken.xml'), statement(reference!, 'lots'));
    const broken = await rawex(['payments', 'import', 'broken.xml']);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/entry 1 \(line 5\): <Amt> is missing or not an amount/);
    expect(await api.db.knex('payments').count({ count: '*' }).first()).toMatchObject({ count: 1 });

    const missing = await rawex(['payments', 'import', 'nowhere.xml']);
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining('No file nowhere.xml.') });
  });
});
