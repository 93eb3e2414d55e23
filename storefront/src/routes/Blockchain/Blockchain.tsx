import { DEFAULT_NETWORK_ID } from '@rawex/api/contracts/console-values';
import type {
  DefiProtocol,
  GasEstimate,
  LedgerContract,
  LedgerTransaction,
  Network,
} from '@rawex/api/contracts';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  ConsoleShell,
  EmptyState,
  formatCompact,
  RecordCard,
  StatGrid,
  TextAreaField,
  TextField,
} from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import {
  estimateGas,
  useBlockchainAnalytics,
  useContracts,
  useDefiProtocols,
  useLatestTransactions,
  useLedgerActions,
  useNetworks,
  verifyContract,
} from '../../data/blockchain';
import { ApiError, fieldMessages, whatWentWrong } from '../../data/client';
import { useSession } from '../../data/session';
import { DeferredSelect } from '../../filters/DeferredSelect';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../routing/page-title';
import { useApiForm, type FormErrors } from '../../forms/use-api-form';
import { usePhone } from '../../hooks/use-phone';
import { statusLabel } from '../../consoles/format';
import { notOnSampleData } from '../../consoles/not-on-sample-data';
import * as page from '../page.css';
import { formatEther, formatGwei, ledgerTone, parseParameters, shortAddress, shortHash } from './format';

const SOURCE_LABEL = 'Simulated ledger';

function Loading({ what }: { what: string }) {
  return (
    <p className={page.muted} role="status">
      Loading {what}...
    </p>
  );
}

function Failed({ what, error }: { what: string; error: Error }) {
  return (
    <Alert tone="danger" title={`Failed to load the ${what}`}>
      {whatWentWrong(error, error.message)}
    </Alert>
  );
}

const networkOptions = (networks: Network[] | undefined) =>
  (networks ?? []).map((network) => ({
    value: network.id,
    label: `${network.name}${network.isTestnet ? ' (testnet)' : ''}`,
  }));

function SignInFirst({ what }: { what: string }) {
  return (
    <Alert title={`Sign in to ${what}`}>
      <ButtonLink size="small" href="/signin?next=/blockchain">
        Sign in
      </ButtonLink>
    </Alert>
  );
}

function Overview() {
  const { analytics, error } = useBlockchainAnalytics();
  if (error) return <Failed what="ledger's figures" error={error} />;
  if (!analytics) return <Loading what="blockchain data" />;
  const { networkStats, tokenStats, userStats } = analytics;
  return (
    <div className={page.twoColumns}>
      <RecordCard
        title="Network Statistics"
        headingLevel="h3"
        fields={[
          { label: 'Transactions', value: networkStats.totalTransactions.toLocaleString('en-US') },
          { label: 'Contracts', value: networkStats.totalContracts.toLocaleString('en-US') },
          { label: 'Avg. Block Time', value: `${networkStats.avgBlockTime.toFixed(2)} s` },
          { label: 'Avg. Gas Price', value: formatGwei(networkStats.avgGasPrice) },
          { label: 'Active Addresses', value: networkStats.activeAddresses.toLocaleString('en-US') },
          { label: 'Gas Paid', value: formatEther(userStats.totalGasPaid) },
        ]}
      />
      <RecordCard
        title="Token Ecosystem"
        headingLevel="h3"
        fields={[
          { label: 'ERC-20 Tokens', value: tokenStats.totalERC20 },
          { label: 'ERC-721 Collections', value: tokenStats.totalERC721 },
          { label: 'Token Transfers', value: tokenStats.totalTransfers.toLocaleString('en-US') },
          { label: 'Holders', value: tokenStats.totalHolders.toLocaleString('en-US') },
        ]}
      />
    </div>
  );
}

function ContractList({ network }: { network: string }) {
  const { contracts, error } = useContracts(network);
  if (error) return <Failed what="contracts" error={error} />;
  if (!contracts) return <Loading what="contracts" />;
  if (contracts.length === 0) return <EmptyState title="No contracts on this network yet" />;
  return (
    <ul className={page.list} aria-label="Contracts">
      {contracts.map((contract: LedgerContract) => (
        <li key={contract.id}>
          <RecordCard
            title={contract.name}
            subtitle={<code title={contract.address}>{shortAddress(contract.address)}</code>}
            badges={<Badge tone={ledgerTone(contract.status)}>{statusLabel(contract.status)}</Badge>}
            fields={[
              { label: 'Network', value: contract.networkId },
              { label: 'Gas Used', value: contract.gasUsed?.toLocaleString('en-US') ?? '—' },
              { label: 'Block', value: contract.blockNumber ?? 'Pending' },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

const EMPTY_DEPLOY = { name: '', networkId: DEFAULT_NETWORK_ID, parameters: '' };

function DeployContract({ networks }: { networks: Network[] | undefined }) {
  const { user } = useSession();
  const { deploy } = useLedgerActions();
  const { values, setValues, errors, busy, submit, reset } = useApiForm(EMPTY_DEPLOY);
  if (user === null) return <SignInFirst what="deploy a contract" />;
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit(
      (form) => {
        const found: FormErrors = {};
        if (!form.name.trim()) found.name = 'Name is required.';
        if (!form.networkId) found.networkId = 'Choose a network.';
        const parsed = parseParameters(form.parameters);
        if ('error' in parsed) found.parameters = parsed.error;
        return found;
      },
      async (form) => {
        const parsed = parseParameters(form.parameters) as { parameters: Record<string, unknown> };
        const contract = await deploy({
          name: form.name,
          networkId: form.networkId,
          parameters: parsed.parameters,
        });
        notify({
          title: 'Contract submitted',
          description: `${contract.name} is pending at ${shortAddress(contract.address)}.`,
          type: 'success',
        });
        reset();
      },
      'Failed to deploy the contract.',
    );
  };
  return (
    <form className={page.form} onSubmit={send} noValidate aria-labelledby="deploy-heading">
      <h3 id="deploy-heading" className={page.sectionTitle}>
        Deploy Contract
      </h3>
      <TextField
        label="Contract name"
        value={values.name}
        error={errors.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
      />
      <DeferredSelect
        label="Network"
        options={networkOptions(networks?.filter((network) => network.status === 'active'))}
        value={values.networkId}
        error={errors.networkId}
        onChange={(networkId) => setValues({ ...values, networkId })}
      />
      <TextAreaField
        label="Parameters (JSON)"
        hint='A JSON object, for example {"standard": "ERC20", "commodity": "Cocoa"}; blank for none.'
        value={values.parameters}
        error={errors.parameters}
        onChange={(event) => setValues({ ...values, parameters: event.target.value })}
      />
      {errors.form && <Alert tone="danger" title={errors.form} />}
      <Button type="submit" disabled={busy}>
        {busy ? 'Deploying...' : 'Deploy Contract'}
      </Button>
    </form>
  );
}

function TransactionList() {
  const { transactions, error } = useLatestTransactions();
  if (error) return <Failed what="transactions" error={error} />;
  if (!transactions) return <Loading what="transactions" />;
  if (transactions.length === 0) return <EmptyState title="No transactions yet" />;
  return (
    <ul className={page.list} aria-label="Latest transactions">
      {transactions.map((transaction: LedgerTransaction) => (
        <li key={transaction.id}>
          <RecordCard
            title={shortHash(transaction.hash)}
            subtitle={
              <>
                <code title={transaction.from}>{shortAddress(transaction.from)}</code> →{' '}
                <code title={transaction.to}>{shortAddress(transaction.to)}</code>
              </>
            }
            badges={<Badge tone={ledgerTone(transaction.status)}>{statusLabel(transaction.status)}</Badge>}
            fields={[
              { label: 'Value', value: formatEther(transaction.value) },
              { label: 'Gas Price', value: formatGwei(transaction.gasPrice) },
              { label: 'Gas Used', value: transaction.gasUsed?.toLocaleString('en-US') ?? '—' },
              { label: 'Network', value: transaction.networkId },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

const EMPTY_SEND = { from: '', to: '', value: '', gasPrice: '' };

function SendTransaction() {
  const { user } = useSession();
  const { send } = useLedgerActions();
  const { values, setValues, errors, busy, submit, reset } = useApiForm(EMPTY_SEND);
  if (user === null) return <SignInFirst what="send a transaction" />;
  const field = (key: keyof typeof EMPTY_SEND) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value }),
  });
  const sendForm = (event: FormEvent) => {
    event.preventDefault();
    void submit(
      (form) => {
        const found: FormErrors = {};
        if (!form.from.trim()) found.from = 'From is required.';
        if (!form.to.trim()) found.to = 'To is required.';
        if (!form.value.trim()) found.value = 'Value is required.';
        if (form.gasPrice && !Number.isFinite(Number(form.gasPrice)))
          found.gasPrice = 'Gas price must be a number.';
        return found;
      },
      async (form) => {
        const transaction = await send({
          from: form.from.trim(),
          to: form.to.trim(),
          value: form.value.trim(),
          ...(form.gasPrice ? { gasPrice: Number(form.gasPrice) } : {}),
        });
        notify({
          title: 'Transaction sent',
          description: `${shortHash(transaction.hash)} is pending.`,
          type: 'success',
        });
        reset();
      },
      'Failed to send the transaction.',
    );
  };
  return (
    <form className={page.form} onSubmit={sendForm} noValidate aria-labelledby="send-heading">
      <h3 id="send-heading" className={page.sectionTitle}>
        Send Transaction
      </h3>
      <TextField label="From" placeholder="0x…" spellCheck={false} {...field('from')} />
      <TextField label="To" placeholder="0x…" spellCheck={false} {...field('to')} />
      <TextField
        label="Value (ETH)"
        type="number"
        step="0.000001"
        min={0}
        inputMode="decimal"
        {...field('value')}
      />
      <TextField
        label="Gas price (Gwei, optional)"
        type="number"
        step="any"
        min={0}
        inputMode="decimal"
        {...field('gasPrice')}
      />
      {errors.form && <Alert tone="danger" title={errors.form} />}
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Send Transaction'}
      </Button>
    </form>
  );
}

function DefiList() {
  const { protocols, error } = useDefiProtocols();
  if (error) return <Failed what="DeFi protocols" error={error} />;
  if (!protocols) return <Loading what="DeFi protocols" />;
  return (
    <ul className={`${page.cards} ${page.list}`} aria-label="DeFi protocols">
      {protocols.map((protocol: DefiProtocol) => (
        <li key={protocol.id}>
          <RecordCard
            title={protocol.name}
            subtitle={`${protocol.protocol} · ${protocol.networkId}`}
            fields={[
              { label: 'TVL', value: `$${formatCompact(Number(protocol.tvl))}` },
              { label: 'APY', value: `${protocol.apy.toFixed(2)}%` },
              { label: 'Tokens', value: protocol.tokens.join(', ') },
            ]}
            actions={
              <Button
                size="small"
                onClick={() => notOnSampleData('Connecting a wallet on the simulated ledger')}
              >
                Connect to Protocol
              </Button>
            }
          />
        </li>
      ))}
    </ul>
  );
}

function NetworkList({
  networks,
  error,
  selected,
  onSelect,
}: {
  networks: Network[] | undefined;
  error: Error | undefined;
  selected: string;
  onSelect: (id: string) => void;
}) {
  if (error) return <Failed what="networks" error={error} />;
  if (!networks) return <Loading what="networks" />;
  return (
    <ul className={`${page.cards} ${page.list}`} aria-label="Networks">
      {networks.map((network) => (
        <li key={network.id}>
          <RecordCard
            title={network.name}
            subtitle={`Chain ${network.chainId}${network.isTestnet ? ' · Testnet' : ''}`}
            badges={<Badge tone={ledgerTone(network.status)}>{statusLabel(network.status)}</Badge>}
            fields={[
              { label: 'Currency', value: network.nativeCurrency.symbol },
              { label: 'Block Time', value: `${network.blockTime} s` },
              { label: 'Gas Price', value: formatGwei(network.gasPrice) },
              { label: 'Latest Block', value: network.latestBlock.toLocaleString('en-US') },
            ]}
            actions={
              <Button
                size="small"
                tone={network.id === selected ? 'secondary' : 'primary'}
                aria-pressed={network.id === selected}
                aria-label={`Select ${network.name}`}
                onClick={() => onSelect(network.id)}
              >
                {network.id === selected ? 'Selected' : 'Select'}
              </Button>
            }
          />
        </li>
      ))}
    </ul>
  );
}

function GasEstimation({ networks }: { networks: Network[] | undefined }) {
  const [network, setNetwork] = useState(DEFAULT_NETWORK_ID);
  const [estimate, setEstimate] = useState<GasEstimate>();
  const [problem, setProblem] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      setEstimate(await estimateGas(network));
    } catch (error) {
      setProblem(whatWentWrong(error, 'Failed to estimate gas.'));
    }
  };
  return (
    <form className={page.form} onSubmit={(event) => void submit(event)} aria-labelledby="gas-heading">
      <h3 id="gas-heading" className={page.sectionTitle}>
        Gas Estimation
      </h3>
      <DeferredSelect
        label="Network for the estimate"
        options={networkOptions(networks)}
        value={network}
        onChange={setNetwork}
      />
      <Button type="submit">Estimate Gas</Button>
      {problem && <Alert tone="danger" title={problem} />}
      {estimate && (
        <Alert tone="info" title={`A transfer costs about ${formatEther(estimate.fee)}`}>
          {estimate.gasUsed.toLocaleString('en-US')} gas at {formatGwei(estimate.gasPrice)}, the medians of
          the last {estimate.sampleSize} confirmed transactions on {estimate.networkId}.
        </Alert>
      )}
    </form>
  );
}

function ContractVerification({ networks }: { networks: Network[] | undefined }) {
  const [network, setNetwork] = useState(DEFAULT_NETWORK_ID);
  const [address, setAddress] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'warning' | 'danger'; text: string }>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const contract = await verifyContract(network, address.trim());
      setResult({
        tone: contract.status === 'deployed' ? 'success' : 'warning',
        text:
          contract.status === 'deployed'
            ? `Verified: ${contract.name}, deployed in block ${contract.blockNumber} on ${contract.networkId}.`
            : `${contract.name} is ${contract.status} on ${contract.networkId}: not deployed yet.`,
      });
    } catch (error) {
      setResult({
        tone: 'danger',
        text:
          error instanceof ApiError && error.status === 404
            ? `No contract is deployed at ${address.trim()} on ${network}.`
            : (fieldMessages(error).address ?? whatWentWrong(error, 'Failed to verify the contract.')),
      });
    }
  };
  return (
    <form className={page.form} onSubmit={(event) => void submit(event)} aria-labelledby="verify-heading">
      <h3 id="verify-heading" className={page.sectionTitle}>
        Contract Verification
      </h3>
      <TextField
        label="Contract address"
        placeholder="0x…"
        spellCheck={false}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
      />
      <DeferredSelect
        label="Network to check"
        options={networkOptions(networks)}
        value={network}
        onChange={setNetwork}
      />
      <Button type="submit" disabled={!address.trim()}>
        Verify Contract
      </Button>
      {result && <Alert tone={result.tone} title={result.text} />}
    </form>
  );
}

export default function Blockchain() {
  usePageTitle('Blockchain');
  const phone = usePhone();
  const { analytics, error } = useBlockchainAnalytics();
  const { networks, error: networksError } = useNetworks();
  const [network, setNetwork] = useState(DEFAULT_NETWORK_ID);
  const [tab, setTab] = useState<string>();
  const selected = networks?.find((candidate) => candidate.id === network);
  if (!analytics && !error) return <Loading what="blockchain data" />;
  return (
    <ConsoleShell
      title="Blockchain"
      description="Smart contracts, transactions and DeFi on RawEx’s simulated ledger: nothing here touches a real chain."
      sourceLabel={SOURCE_LABEL}
      phone={phone}
      value={tab}
      onValueChange={setTab}
      summary={
        <StatGrid
          label="Ledger figures"
          error={error && "Failed to load the ledger's figures."}
          stats={
            analytics
              ? [
                  {
                    label: 'Total Transactions',
                    value: analytics.networkStats.totalTransactions.toLocaleString('en-US'),
                  },
                  {
                    label: 'Active Addresses',
                    value: analytics.networkStats.activeAddresses.toLocaleString('en-US'),
                  },
                  {
                    label: 'Smart Contracts',
                    value: analytics.networkStats.totalContracts.toLocaleString('en-US'),
                  },
                  { label: 'Active Users', value: analytics.userStats.activeUsers.toLocaleString('en-US') },
                ]
              : []
          }
        />
      }
      tabs={[
        { value: 'overview', label: 'Overview', content: <Overview /> },
        {
          value: 'contracts',
          label: 'Smart Contracts',
          content: (
            <div className={page.twoColumns}>
              <section className={page.section} aria-labelledby="contracts-heading">
                <h3 id="contracts-heading" className={page.sectionTitle}>
                  Contracts on {selected?.name ?? network}
                </h3>
                <ContractList network={network} />
              </section>
              <section className={page.panel}>
                <DeployContract networks={networks} />
              </section>
            </div>
          ),
        },
        {
          value: 'transactions',
          label: 'Transactions',
          content: (
            <div className={page.twoColumns}>
              <TransactionList />
              <section className={page.panel}>
                <SendTransaction />
              </section>
            </div>
          ),
        },
        { value: 'defi', label: 'DeFi', content: <DefiList /> },
        {
          value: 'networks',
          label: 'Networks',
          content: (
            <NetworkList
              networks={networks}
              error={networksError}
              selected={network}
              onSelect={(id) => {
                setNetwork(id);
                setTab('contracts');
              }}
            />
          ),
        },
        {
          value: 'tools',
          label: 'Developer Tools',
          content: (
            <div className={page.twoColumns}>
              <section className={page.panel}>
                <GasEstimation networks={networks} />
              </section>
              <section className={page.panel}>
                <ContractVerification networks={networks} />
              </section>
            </div>
          ),
        },
      ]}
    />
  );
}
