import type { Knex } from 'knex';

/**
 * The blockchain console's simulated ledger: networks, their blocks, contracts, transactions and
 * DeFi protocols. Nothing here touches a real chain. Amounts are wei in numeric(78,0), exact.
 * The networks and protocols are reference data; the history comes with the demo seed.
 */
export async function up(knex: Knex): Promise<void> {
  // One statement per call: PGlite prepares each query, and a prepared statement holds one command.
  for (const statement of [
    `CREATE TABLE ledger_networks (
      id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,64}$'),
      name text NOT NULL,
      chain_id integer NOT NULL UNIQUE,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
      currency_symbol text NOT NULL,
      currency_decimals integer NOT NULL DEFAULT 18,
      block_time_ms integer NOT NULL CHECK (block_time_ms > 0),
      gas_price_wei numeric(78, 0) NOT NULL CHECK (gas_price_wei > 0),
      is_testnet boolean NOT NULL DEFAULT false
    )`,
    `CREATE TABLE ledger_blocks (
      network_id text NOT NULL REFERENCES ledger_networks (id),
      number bigint NOT NULL CHECK (number >= 0),
      produced_at timestamptz NOT NULL,
      PRIMARY KEY (network_id, number)
    )`,
    `CREATE TABLE ledger_contracts (
      id serial PRIMARY KEY,
      network_id text NOT NULL REFERENCES ledger_networks (id),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      address text NOT NULL CHECK (address ~ '^0x[0-9a-f]{40}$'),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'deployed', 'failed')),
      creator_id text REFERENCES users (id) ON DELETE SET NULL,
      parameters jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(parameters) = 'object'),
      gas_used bigint CHECK (gas_used > 0),
      block_number bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (network_id, address),
      FOREIGN KEY (network_id, block_number) REFERENCES ledger_blocks (network_id, number)
    )`,
    `CREATE INDEX ledger_contracts_pending ON ledger_contracts (network_id) WHERE status = 'pending'`,
    `CREATE TABLE ledger_transactions (
      id serial PRIMARY KEY,
      network_id text NOT NULL REFERENCES ledger_networks (id),
      hash text NOT NULL UNIQUE CHECK (hash ~ '^0x[0-9a-f]{64}$'),
      from_address text NOT NULL CHECK (from_address ~ '^0x[0-9a-f]{40}$'),
      to_address text NOT NULL CHECK (to_address ~ '^0x[0-9a-f]{40}$'),
      value_wei numeric(78, 0) NOT NULL CHECK (value_wei > 0),
      gas_price_wei numeric(78, 0) NOT NULL CHECK (gas_price_wei > 0),
      gas_used bigint CHECK (gas_used > 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'failed')),
      sender_id text REFERENCES users (id) ON DELETE SET NULL,
      block_number bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      confirmed_at timestamptz,
      FOREIGN KEY (network_id, block_number) REFERENCES ledger_blocks (network_id, number),
      CHECK ((status = 'pending') = (block_number IS NULL))
    )`,
    `CREATE INDEX ledger_transactions_newest ON ledger_transactions (created_at DESC, id DESC)`,
    `CREATE INDEX ledger_transactions_pending ON ledger_transactions (network_id) WHERE status = 'pending'`,
    `CREATE TABLE ledger_defi_protocols (
      id text PRIMARY KEY,
      name text NOT NULL,
      protocol text NOT NULL,
      network_id text NOT NULL REFERENCES ledger_networks (id),
      tvl_usd numeric(20, 2) NOT NULL CHECK (tvl_usd >= 0),
      apy numeric(6, 2) NOT NULL,
      tokens text[] NOT NULL DEFAULT '{}'
    )`,
  ])
    await knex.raw(statement);
  await knex('ledger_networks').insert([
    {
      id: 'ethereum-mainnet',
      name: 'Ethereum',
      chain_id: 1,
      currency_symbol: 'ETH',
      block_time_ms: 12_000,
      gas_price_wei: '24000000000',
    },
    {
      id: 'polygon-mainnet',
      name: 'Polygon PoS',
      chain_id: 137,
      currency_symbol: 'POL',
      block_time_ms: 2_000,
      gas_price_wei: '38000000000',
    },
    {
      id: 'arbitrum-one',
      name: 'Arbitrum One',
      chain_id: 42161,
      currency_symbol: 'ETH',
      block_time_ms: 4_000,
      gas_price_wei: '100000000',
    },
    {
      id: 'base-mainnet',
      name: 'Base',
      chain_id: 8453,
      status: 'inactive',
      currency_symbol: 'ETH',
      block_time_ms: 2_000,
      gas_price_wei: '50000000',
    },
    {
      id: 'sepolia',
      name: 'Sepolia Testnet',
      chain_id: 11155111,
      currency_symbol: 'ETH',
      block_time_ms: 6_000,
      gas_price_wei: '1500000000',
      is_testnet: true,
    },
  ]);
  // The genesis block of each network: the block producer counts on from it.
  await knex.raw(
    `INSERT INTO ledger_blocks (network_id, number, produced_at) SELECT id, 0, now() FROM ledger_networks`,
  );
  await knex('ledger_defi_protocols').insert([
    {
      id: 'aave-v3',
      name: 'Aave V3',
      protocol: 'Lending',
      network_id: 'ethereum-mainnet',
      tvl_usd: '12400000000.00',
      apy: 3.9,
      tokens: ['USDC', 'WETH', 'WBTC'],
    },
    {
      id: 'uniswap-v3',
      name: 'Uniswap V3',
      protocol: 'Exchange',
      network_id: 'ethereum-mainnet',
      tvl_usd: '4100000000.00',
      apy: 11.2,
      tokens: ['WETH', 'USDC', 'DAI'],
    },
    {
      id: 'lido',
      name: 'Lido',
      protocol: 'Staking',
      network_id: 'ethereum-mainnet',
      tvl_usd: '23800000000.00',
      apy: 3.1,
      tokens: ['stETH'],
    },
    {
      id: 'curve-polygon',
      name: 'Curve',
      protocol: 'Stable exchange',
      network_id: 'polygon-mainnet',
      tvl_usd: '96000000.00',
      apy: 5.4,
      tokens: ['USDC', 'USDT', 'DAI'],
    },
    {
      id: 'gmx',
      name: 'GMX',
      protocol: 'Derivatives',
      network_id: 'arbitrum-one',
      tvl_usd: '510000000.00',
      apy: 14.8,
      tokens: ['GLP', 'ETH', 'BTC'],
    },
  ]);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'ledger_defi_protocols',
    'ledger_transactions',
    'ledger_contracts',
    'ledger_blocks',
    'ledger_networks',
  ])
    await knex.raw('DROP TABLE ??', [table]);
}
