import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockchainAnalyticsSchema,
  defiProtocolSchema,
  gasEstimateSchema,
  blockchainContractSchema,
  blockchainContractSummarySchema,
  blockchainTransactionSchema,
  networkSchema,
  type BlockchainContract,
  type BlockchainTransaction,
  type ProblemBody,
} from '../contracts.ts';
import { produceBlocks } from './block-producer.ts';
import { seedBlockchain } from './blockchain-seed.ts';
import { signUp, startTestApi, type SignedIn, type TestApi } from '../testing/index.ts';

const FROM = '0x52908400098527886E0F7030069857D2E4169EE7';
const TO = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';

describe('the simulated blockchain', () => {
  let api: TestApi;
  let trader: SignedIn;
  /** The clock the block producer is driven with in these tests: far enough ahead that every block is due. */
  let clock = Date.now();
  const nextBlocks = () => {
    clock += 60_000;
    return produceBlocks(api.db.knex, new Date(clock));
  };
  const count = async (table: string) =>
    Number(((await api.db.knex(table).count({ total: '*' }).first()) as { total: string | number }).total);

  beforeAll(async () => {
    api = await startTestApi();
    await seedBlockchain(api.db.knex);
    trader = await signUp(api, 'buyer');
  });
  afterAll(() => api.close());

  it('lists its networks, one a testnet, with their block times and gas prices in wei', async () => {
    const response = await api.client().get('/api/blockchain/networks');
    expect(response.status).toBe(200);
    const networks = networkSchema.array().parse(response.body);
    expect(networks.map((network) => network.id)).toContain('ethereum-mainnet');
    expect(networks.filter((network) => network.isTestnet).map((network) => network.id)).toEqual(['sepolia']);
    const ethereum = networks.find((network) => network.id === 'ethereum-mainnet')!;
    expect(ethereum).toMatchObject({ chainId: 1, blockTime: 12, nativeCurrency: { symbol: 'ETH' } });
    expect(ethereum.latestBlock).toBeGreaterThanOrEqual(240);
  });

  it('counts its analytics in SQL from the history, at most once a minute for everyone, and they move with it', async () => {
    const before = blockchainAnalyticsSchema.parse(
      (await api.client().get('/api/blockchain/analytics')).body,
    );
    expect(before.networkStats.totalTransactions).toBe(await count('blockchain_transactions'));
    expect(before.networkStats.totalContracts).toBe(await count('blockchain_contracts'));
    expect(before.networkStats.avgBlockTime).toBeGreaterThan(0);
    expect(BigInt(before.networkStats.avgGasPrice)).toBeGreaterThan(0n);
    expect(before.tokenStats.totalERC20).toBeGreaterThan(0);
    expect(before.tokenStats.totalERC721).toBeGreaterThan(0);
    expect(Number(before.defiStats.totalTVL)).toBeGreaterThan(1e9);
    expect(BigInt(before.userStats.totalGasPaid)).toBeGreaterThan(0n);

    await trader.client.post('/api/blockchain/transactions', { from: FROM, to: TO, value: '1' });
    const withinTheMinute = await Promise.all(
      Array.from({ length: 10 }, () => api.client().get('/api/blockchain/analytics')),
    );
    for (const answer of withinTheMinute) expect(answer.body).toEqual(before);

    await api.db.knex('sharedFigures').update({ computedAt: new Date(Date.now() - 61_000) });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.client().get('/api/blockchain/analytics')),
    );
    const after = blockchainAnalyticsSchema.parse(answers[0]!.body);
    expect(after.networkStats.totalTransactions).toBe(before.networkStats.totalTransactions + 1);
    // Asked at once when the minute was up, they were computed once and answered alike.
    for (const answer of answers) expect(answer.body).toEqual(after);
  });

  it('answers contracts per network, ethereum-mainnet by default, and 404 for an unknown one', async () => {
    const byDefault = blockchainContractSummarySchema
      .array()
      .parse((await api.client().get('/api/blockchain/contracts')).body);
    expect(byDefault.length).toBeGreaterThan(0);
    expect(byDefault.every((contract) => contract.networkId === 'ethereum-mainnet')).toBe(true);
    const polygon = blockchainContractSummarySchema
      .array()
      .parse((await api.client().get('/api/blockchain/contracts?network=polygon-mainnet')).body);
    expect(polygon.every((contract) => contract.networkId === 'polygon-mainnet')).toBe(true);
    const unknown = await api.client().get<ProblemBody>('/api/blockchain/contracts?network=dogechain');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('network_not_found');
  });

  it('pages contracts like transactions, leaving each one’s parameters to its own call', async () => {
    const response = await api.client().get<Record<string, unknown>[]>('/api/blockchain/contracts?limit=2');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
    expect(Number(response.headers.get('x-total-count'))).toBe(
      Number(
        (
          (await api.db
            .knex('blockchainContracts')
            .where({ networkId: 'ethereum-mainnet' })
            .count({ total: '*' })
            .first()) as {
            total: string | number;
          }
        ).total,
      ),
    );
    expect(response.headers.get('link')).toContain('rel="next"');
    expect(response.body.every((contract) => !('parameters' in contract))).toBe(true);
    const one = await api
      .client()
      .get<BlockchainContract>(`/api/blockchain/contracts/${String(response.body[0]!.address)}`);
    expect(blockchainContractSchema.parse(one.body).parameters).toBeTypeOf('object');
  });

  it('takes at most 100 deploys and sends from a user within the hour, even sent at once', async () => {
    const busy = await signUp(api, 'buyer');
    await api.db.knex('blockchainTransactions').insert(
      Array.from({ length: 98 }, (_, index) => ({
        networkId: 'ethereum-mainnet',
        hash: `0x${index.toString(16).padStart(64, 'b')}`,
        fromAddress: FROM.toLowerCase(),
        toAddress: TO.toLowerCase(),
        valueWei: '1',
        gasPriceWei: '1',
        senderId: busy.user.id,
        createdAt: new Date(Date.now() - 30 * 60_000),
      })),
    );
    const answers = await Promise.all([
      busy.client.post<ProblemBody>('/api/blockchain/transactions', { from: FROM, to: TO, value: '1' }),
      busy.client.post<ProblemBody>('/api/blockchain/contracts', { name: 'Quota', networkId: 'sepolia' }),
      busy.client.post<ProblemBody>('/api/blockchain/transactions', { from: FROM, to: TO, value: '2' }),
      busy.client.post<ProblemBody>('/api/blockchain/contracts', { name: 'Quota 2', networkId: 'sepolia' }),
    ]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.code).toBe('ledger_quota_exceeded');
    const retryAfter = Number(refused[0]!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
  });

  it('writes with a key only when the key has admin:all: a read-only key cannot deploy or send', async () => {
    const owner = await signUp(api, 'buyer');
    const keyWith = async (permissions: string[]) =>
      (await owner.client.post<{ key: string }>('/api/keys', { name: permissions.join(' '), permissions }))
        .body.key;
    const send = (key: string, path: string, body: object) =>
      fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const readOnly = await keyWith(['read:products', 'read:orders', 'read:analytics']);
    for (const [path, body] of [
      ['/api/blockchain/transactions', { from: FROM, to: TO, value: '1' }],
      ['/api/blockchain/contracts', { name: 'By key', networkId: 'sepolia' }],
    ] as const) {
      const refused = await send(readOnly, path, body);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as ProblemBody).code).toBe('missing_permission');
      expect((await send(await keyWith(['admin:all']), path, body)).status).toBe(201);
    }
  });

  it('pages transactions newest first with the total', async () => {
    const response = await api.client().get('/api/blockchain/transactions?limit=10&offset=5');
    expect(response.status).toBe(200);
    const page = blockchainTransactionSchema.array().parse(response.body);
    expect(page).toHaveLength(10);
    expect(Number(response.headers.get('x-total-count'))).toBe(await count('blockchain_transactions'));
    const times = page.map((transaction) => transaction.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(response.headers.get('link')).toContain('rel="next"');
  });

  it('takes a transaction pending, in exact wei, and the next block confirms or fails it by its hash', async () => {
    const sent = await trader.client.post<BlockchainTransaction>('/api/blockchain/transactions', {
      from: FROM,
      to: TO,
      value: '0.123456789012345678',
      gasPrice: 30.5,
      networkId: 'polygon-mainnet',
    });
    expect(sent.status).toBe(201);
    const transaction = blockchainTransactionSchema.parse(sent.body);
    expect(transaction).toMatchObject({
      status: 'pending',
      value: '123456789012345678',
      gasPrice: '30500000000',
      from: FROM.toLowerCase(),
      networkId: 'polygon-mainnet',
      blockNumber: null,
    });
    expect(transaction.hash).toMatch(/^0x[0-9a-f]{64}$/);

    await nextBlocks();
    const [row] = await api.db.knex('blockchainTransactions').where({ id: transaction.id });
    const failed = Number.parseInt(transaction.hash.slice(-2), 16) % 10 === 0;
    expect(row.status).toBe(failed ? 'failed' : 'confirmed');
    expect(Number(row.blockNumber)).toBeGreaterThan(240);
    expect(Number(row.gasUsed)).toBeGreaterThanOrEqual(21_000);
  });

  it('confirms most of many transactions and fails about one in ten', async () => {
    const sent = await Promise.all(
      Array.from({ length: 40 }, () =>
        trader.client.post<BlockchainTransaction>('/api/blockchain/transactions', {
          from: FROM,
          to: TO,
          value: '0.01',
        }),
      ),
    );
    await nextBlocks();
    const rows: { status: string }[] = await api.db.knex('blockchainTransactions').whereIn(
      'id',
      sent.map((response) => response.body.id),
    );
    const confirmed = rows.filter((row) => row.status === 'confirmed').length;
    expect(rows.every((row) => row.status !== 'pending')).toBe(true);
    expect(confirmed).toBeGreaterThan(25);
  });

  it('with two producers at once, takes each block number and each pending transaction once', async () => {
    const sent = await Promise.all(
      Array.from({ length: 10 }, () =>
        trader.client.post<BlockchainTransaction>('/api/blockchain/transactions', {
          from: FROM,
          to: TO,
          value: '2',
        }),
      ),
    );
    const blocksBefore = await count('blockchain_blocks');
    clock += 60_000;
    const at = new Date(clock);
    const [first, second] = await Promise.all([
      produceBlocks(api.db.knex, at),
      produceBlocks(api.db.knex, at),
    ]);
    const activeNetworks = Number(
      (
        (await api.db
          .knex('blockchainNetworks')
          .where({ status: 'active' })
          .count({ total: '*' })
          .first()) as {
          total: number;
        }
      ).total,
    );
    expect(first.blocks + second.blocks).toBe(activeNetworks);
    expect(await count('blockchain_blocks')).toBe(blocksBefore + activeNetworks);
    expect(first.transactions + second.transactions).toBe(sent.length);
    const rows = await api.db.knex('blockchainTransactions').whereIn(
      'id',
      sent.map((response) => response.body.id),
    );
    expect(rows.every((row: { blockNumber: unknown }) => row.blockNumber !== null)).toBe(true);
  });

  it('deploys a contract for the signed-in creator, pending until the next block', async () => {
    const response = await trader.client.post<BlockchainContract>('/api/blockchain/contracts', {
      name: 'Cocoa Delivery Escrow',
      networkId: 'sepolia',
      parameters: { standard: 'Escrow', commodity: 'Cocoa', tons: 25 },
    });
    expect(response.status).toBe(201);
    const contract = blockchainContractSchema.parse(response.body);
    expect(contract).toMatchObject({ status: 'pending', creatorId: trader.user.id, networkId: 'sepolia' });
    expect(contract.address).toMatch(/^0x[0-9a-f]{40}$/);
    await nextBlocks();
    const verified = await api
      .client()
      .get<BlockchainContract>(`/api/blockchain/contracts/${contract.address}?network=sepolia`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: 'deployed' });
    expect(verified.body.gasUsed).toBeGreaterThan(0);
    const elsewhere = await api.client().get<ProblemBody>(`/api/blockchain/contracts/${contract.address}`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.code).toBe('contract_not_found');
  });

  it('estimates gas from the recent transactions of a network', async () => {
    const estimate = gasEstimateSchema.parse(
      (await api.client().get('/api/blockchain/gas-estimate?network=ethereum-mainnet')).body,
    );
    expect(estimate.sampleSize).toBe(50);
    expect(estimate.gasUsed).toBeGreaterThanOrEqual(21_000);
    expect(BigInt(estimate.fee)).toBe(BigInt(estimate.gasPrice) * BigInt(estimate.gasUsed));
  });

  it('lists the DeFi protocols by value locked', async () => {
    const protocols = defiProtocolSchema
      .array()
      .parse((await api.client().get('/api/blockchain/defi/protocols')).body);
    expect(protocols.length).toBeGreaterThan(3);
    expect(protocols.map((protocol) => Number(protocol.tvl))).toEqual(
      [...protocols.map((protocol) => Number(protocol.tvl))].sort((a, b) => b - a),
    );
  });

  describe('refuses, naming the field, and writes nothing', () => {
    const bad: [string, string, Record<string, unknown>, number, string][] = [
      [
        'a short address',
        '/api/blockchain/transactions',
        { from: '0x1234', to: TO, value: '1' },
        422,
        'from',
      ],
      [
        'an address without 0x',
        '/api/blockchain/transactions',
        { from: FROM.slice(2) + '00', to: TO, value: '1' },
        422,
        'from',
      ],
      ['a negative value', '/api/blockchain/transactions', { from: FROM, to: TO, value: '-1' }, 422, 'value'],
      ['a zero value', '/api/blockchain/transactions', { from: FROM, to: TO, value: '0.000' }, 422, 'value'],
      [
        '19 decimals',
        '/api/blockchain/transactions',
        { from: FROM, to: TO, value: `0.${'1'.repeat(19)}` },
        422,
        'value',
      ],
      [
        'a number for the value',
        '/api/blockchain/transactions',
        { from: FROM, to: TO, value: 1.5 },
        422,
        'value',
      ],
      [
        'a string for the gas price',
        '/api/blockchain/transactions',
        { from: FROM, to: TO, value: '1', gasPrice: '12' },
        422,
        'gasPrice',
      ],
      [
        'parameters that are not an object',
        '/api/blockchain/contracts',
        { name: 'X', networkId: 'sepolia', parameters: [1, 2] },
        422,
        'parameters',
      ],
      [
        '100 KB of parameters',
        '/api/blockchain/contracts',
        { name: 'X', networkId: 'sepolia', parameters: { blob: 'x'.repeat(100_000) } },
        422,
        'parameters',
      ],
      [
        'a creatorId in the body',
        '/api/blockchain/contracts',
        { name: 'X', networkId: 'sepolia', creatorId: 'someone-else' },
        422,
        'creatorId',
      ],
      [
        'a contract without a name',
        '/api/blockchain/contracts',
        { name: '  ', networkId: 'sepolia' },
        422,
        'name',
      ],
    ];
    it.each(bad)('%s', async (_what, path, body, status, field) => {
      const before = (await count('blockchain_transactions')) + (await count('blockchain_contracts'));
      const response = await trader.client.post<ProblemBody>(path, body);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(response.body.errors?.map((error) => error.field)).toContain(field);
      expect((await count('blockchain_transactions')) + (await count('blockchain_contracts'))).toBe(before);
    });

    it('an unknown network (404) and one that is not producing blocks (409)', async () => {
      const unknown = await trader.client.post<ProblemBody>('/api/blockchain/transactions', {
        from: FROM,
        to: TO,
        value: '1',
        networkId: 'dogechain',
      });
      expect(unknown.status).toBe(404);
      const inactive = await trader.client.post<ProblemBody>('/api/blockchain/contracts', {
        name: 'Idle',
        networkId: 'base-mainnet',
      });
      expect(inactive.status).toBe(409);
      expect(inactive.body.code).toBe('network_inactive');
    });

    it('anyone signed out (401)', async () => {
      const response = await api
        .client()
        .post('/api/blockchain/transactions', { from: FROM, to: TO, value: '1' });
      expect(response.status).toBe(401);
    });
  });
});
