import type { CryptoAsset, CryptoOrder, CryptoTransaction } from '@rawex/api/contracts';
import { Badge, BarChart, Button, formatDate, RecordCard, StatGrid, Tabs, TextField } from '@rawex/ui-kit';
import { useState } from 'react';
import { useCryptoAssets, useCryptoMarket, useCryptoOrders, useCryptoTransactions } from '../../data/samples';
import {
  formatClock,
  formatMillions,
  formatPercent,
  statusLabel,
  toneOf,
  formatSampleMoney,
} from '../../consoles/format';
import { notOnSampleData } from '../../consoles/not-on-sample-data';
import { RecordList } from '../../consoles/RecordList';
import { SampleConsole } from '../../consoles/SampleConsole';
import { AMOUNT_INPUT, NotSentOnSampleData, useSampleForm } from '../../consoles/sample-form';
import * as page from '../../styles/page.css';
import { EMPTY_TRADE, formatCryptoAmount, shown, validateTrade, walletChange, walletValue } from './rules';
import { DeferredSelect } from '../../filters/DeferredSelect';

const WALLET_ACTIONS = [
  ['Send', 'Sending crypto'],
  ['Receive', 'Receiving crypto'],
  ['Swap', 'Swapping coins'],
  ['Buy', 'Buying crypto'],
] as const;

const change = (value: number) => `${value > 0 ? '+' : ''}${formatPercent(value, 2)}`;
const shortHash = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

function Wallet({
  assets,
  error,
  hidden,
  onToggle,
}: {
  assets: CryptoAsset[] | undefined;
  error: Error | undefined;
  hidden: boolean;
  onToggle: () => void;
}) {
  return (
    <div className={page.stack}>
      <div className={page.toolbar}>
        <Button tone="secondary" size="small" aria-pressed={hidden} onClick={onToggle}>
          {hidden ? 'Show balances' : 'Hide balances'}
        </Button>
        {WALLET_ACTIONS.map(([action, doing]) => (
          <Button key={action} size="small" onClick={() => notOnSampleData(doing)}>
            {action}
          </Button>
        ))}
      </div>
      <RecordList
        label="Wallet assets"
        items={assets}
        error={error}
        errorTitle="Failed to load the wallet"
        emptyTitle="Your wallet is empty"
        keyOf={(asset) => asset.symbol}
      >
        {(asset) => (
          <RecordCard
            title={asset.name}
            subtitle={asset.symbol}
            badges={
              <Badge tone={asset.change24h >= 0 ? 'success' : 'danger'}>{change(asset.change24h)}</Badge>
            }
            fields={[
              { label: 'Balance', value: shown(hidden, formatCryptoAmount(asset.balance, asset.symbol)) },
              { label: 'Value', value: shown(hidden, formatSampleMoney(asset.usdValue)) },
            ]}
          />
        )}
      </RecordList>
    </div>
  );
}

function OrderList({
  orders,
  error,
  label,
}: {
  orders: CryptoOrder[] | undefined;
  error: Error | undefined;
  label: string;
}) {
  return (
    <RecordList
      label={label}
      items={orders}
      error={error}
      errorTitle="Failed to load the orders"
      emptyTitle="No open orders"
      keyOf={(order) => order.id}
      column
    >
      {(order) => (
        <RecordCard
          title={`${statusLabel(order.type)} ${order.pair}`}
          subtitle={`${order.id} · placed ${formatDate(order.createdAt)}`}
          badges={<Badge tone={toneOf(order.status)}>{statusLabel(order.status)}</Badge>}
          fields={[
            { label: 'Amount', value: formatCryptoAmount(order.amount, order.pair.split('/')[0] ?? '') },
            { label: 'Price', value: formatSampleMoney(order.price) },
            { label: 'Total', value: formatSampleMoney(order.total) },
          ]}
        />
      )}
    </RecordList>
  );
}

function TradeForm({ side, symbols }: { side: 'buy' | 'sell'; symbols: string[] }) {
  const form = useSampleForm(EMPTY_TRADE, validateTrade);
  const verb = side === 'buy' ? 'Buy' : 'Sell';
  return (
    <form className={page.form} onSubmit={form.submit} noValidate aria-label={`${verb} order`}>
      <DeferredSelect
        label="Coin"
        placeholder="Choose a coin"
        options={symbols.map((symbol) => ({ value: symbol, label: `${symbol}/USDC` }))}
        value={form.values.symbol}
        onChange={(value) => form.set('symbol', value)}
        error={form.errors.symbol}
      />
      <TextField label="Amount" {...AMOUNT_INPUT} {...form.field('amount')} />
      <TextField label="Limit price (USD)" {...AMOUNT_INPUT} step="0.01" {...form.field('price')} />
      <Button type="submit" tone={side === 'buy' ? 'primary' : 'danger'}>
        {verb} {form.values.symbol || 'coin'}
      </Button>
      {form.accepted && <NotSentOnSampleData what={`${side} order`} />}
    </form>
  );
}

function Trading() {
  const { items: market } = useCryptoMarket();
  const { items: orders, error } = useCryptoOrders();
  const symbols = (market ?? []).map((coin) => coin.symbol).filter((symbol) => symbol !== 'USDC');
  return (
    <div className={page.twoColumns}>
      <section className={page.panel} aria-labelledby="spot-heading">
        <h2 id="spot-heading" className={page.sectionTitle}>
          Spot Trading
        </h2>
        <Tabs.Root defaultValue="buy">
          <Tabs.List aria-label="Order side">
            <Tabs.Trigger value="buy">Buy</Tabs.Trigger>
            <Tabs.Trigger value="sell">Sell</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="buy">
            <TradeForm side="buy" symbols={symbols} />
          </Tabs.Content>
          <Tabs.Content value="sell">
            <TradeForm side="sell" symbols={symbols} />
          </Tabs.Content>
        </Tabs.Root>
      </section>
      <section className={page.section} aria-labelledby="open-orders-heading">
        <h2 id="open-orders-heading" className={page.sectionTitle}>
          Open Orders
        </h2>
        <OrderList
          label="Open orders"
          orders={orders?.filter((order) => order.status === 'open')}
          error={error}
        />
      </section>
    </div>
  );
}

function TransactionList({
  transactions,
  error,
  label,
  emptyTitle,
}: {
  transactions: CryptoTransaction[] | undefined;
  error: Error | undefined;
  label: string;
  emptyTitle: string;
}) {
  return (
    <RecordList
      label={label}
      items={transactions}
      error={error}
      errorTitle="Failed to load the transactions"
      emptyTitle={emptyTitle}
      keyOf={(transaction) => transaction.id}
      column
    >
      {(transaction) => (
        <RecordCard
          title={`${statusLabel(transaction.type)} ${formatCryptoAmount(transaction.amount, transaction.symbol)}`}
          subtitle={
            transaction.commodityName
              ? `For ${transaction.commodityName} · ${transaction.orderId}`
              : `${transaction.type === 'receive' ? 'From' : 'To'} ${shortHash(transaction.counterparty)}`
          }
          badges={<Badge tone={toneOf(transaction.status)}>{statusLabel(transaction.status)}</Badge>}
          fields={[
            { label: 'Value', value: formatSampleMoney(transaction.usdValue) },
            {
              label: 'When',
              value: `${formatDate(transaction.timestamp)} ${formatClock(transaction.timestamp)}`,
            },
            {
              label: 'Hash',
              value: (
                <code title={transaction.transactionHash}>{shortHash(transaction.transactionHash)}</code>
              ),
            },
          ]}
        />
      )}
    </RecordList>
  );
}

function Payments() {
  const { items, error } = useCryptoTransactions();
  return (
    <TransactionList
      label="Crypto payments"
      transactions={items?.filter((transaction) => transaction.type === 'payment')}
      error={error}
      emptyTitle="No crypto payments yet"
    />
  );
}

function History() {
  const { items, error } = useCryptoTransactions();
  return (
    <TransactionList
      label="Transaction history"
      transactions={items}
      error={error}
      emptyTitle="No transactions yet"
    />
  );
}

function CryptoAnalytics({ assets }: { assets: CryptoAsset[] | undefined }) {
  const { items: market, error } = useCryptoMarket();
  return (
    <div className={page.stack}>
      <div className={page.twoColumns}>
        <section className={page.panel}>
          <BarChart
            title="Portfolio allocation"
            loading={!assets}
            formatValue={(value) => formatSampleMoney(value)}
            bars={(assets ?? []).map((asset) => ({ label: asset.symbol, value: Number(asset.usdValue) }))}
          />
        </section>
        <section className={page.panel}>
          <BarChart
            title="24-hour volume"
            loading={!market && !error}
            error={error && 'Failed to load the market data'}
            formatValue={formatMillions}
            bars={(market ?? []).map((coin) => ({ label: coin.symbol, value: Number(coin.volume24h) }))}
          />
        </section>
      </div>
      <RecordList
        label="Market data"
        items={market}
        error={error}
        errorTitle="Failed to load the market data"
        emptyTitle="No market data"
        keyOf={(coin) => coin.symbol}
      >
        {(coin) => (
          <RecordCard
            title={coin.symbol}
            badges={<Badge tone={coin.change24h >= 0 ? 'success' : 'danger'}>{change(coin.change24h)}</Badge>}
            fields={[
              { label: 'Price', value: formatSampleMoney(coin.price) },
              { label: 'Market Cap', value: formatMillions(coin.marketCap) },
              { label: 'Volume (24h)', value: formatMillions(coin.volume24h) },
            ]}
          />
        )}
      </RecordList>
    </div>
  );
}

export default function Crypto() {
  const [hidden, setHidden] = useState(false);
  const { items: assets, error } = useCryptoAssets();
  const { items: orders } = useCryptoOrders();
  const { items: transactions } = useCryptoTransactions();
  const wallet = <Wallet assets={assets} error={error} hidden={hidden} onToggle={() => setHidden(!hidden)} />;
  const summary = (
    <StatGrid
      label="Wallet overview"
      loading={!assets && !error}
      error={error && 'Failed to load the wallet'}
      stats={
        assets
          ? [
              { label: 'Total Balance', value: shown(hidden, formatSampleMoney(walletValue(assets))) },
              { label: '24h Change', value: change(walletChange(assets)) },
              {
                label: 'Open Orders',
                value: orders?.filter((order) => order.status === 'open').length ?? '…',
              },
              {
                label: 'Pending Transactions',
                value: transactions?.filter((transaction) => transaction.status === 'pending').length ?? '…',
              },
            ]
          : []
      }
    />
  );
  return (
    <SampleConsole
      title="Crypto"
      description="Pay suppliers and hold settlement funds in digital currencies."
      summary={summary}
      tabs={[
        { value: 'portfolio', label: 'Portfolio', content: wallet },
        { value: 'trading', label: 'Trading', content: <Trading /> },
        { value: 'payments', label: 'Payments', content: <Payments /> },
        { value: 'analytics', label: 'Analytics', content: <CryptoAnalytics assets={assets} /> },
      ]}
      phoneTabs={[
        { value: 'wallet', label: 'Wallet', content: wallet },
        { value: 'trade', label: 'Trade', content: <Trading /> },
        { value: 'payments', label: 'Payments', content: <Payments /> },
        { value: 'history', label: 'History', content: <History /> },
      ]}
    />
  );
}
