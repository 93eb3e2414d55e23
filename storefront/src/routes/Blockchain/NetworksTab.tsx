import { DEFAULT_NETWORK_ID } from '@rawex/api/contracts/console-values';
import type { DefiProtocol, GasEstimate, Network } from '@rawex/api/contracts';
import { Alert, Badge, Button, formatCompact, Loaded, RecordCard } from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import { estimateGas, useDefiProtocols } from '../../data/blockchain';
import { whatWentWrong } from '../../data/client';
import { DeferredSelect } from '../../filters/DeferredSelect';
import { statusLabel } from '../../consoles/format';
import { notOnSampleData } from '../../consoles/not-on-sample-data';
import * as page from '../../styles/page.css';
import { formatEther, formatGwei, blockchainTone } from './format';
import { Failed, Loading, networkOptions } from './parts';

/** The DeFi and Networks tabs: the protocols, the networks, and a gas estimate. */
export function DefiList() {
  const { protocols, error } = useDefiProtocols();
  return (
    <Loaded
      data={protocols}
      failed={error && <Failed what="DeFi protocols" error={error} />}
      placeholder={<Loading what="DeFi protocols" />}
    >
      {(protocols) => (
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
                    onClick={() => notOnSampleData('Connecting a wallet on the simulated chain')}
                  >
                    Connect to Protocol
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}

export function NetworkList({
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
  return (
    <Loaded
      data={networks}
      failed={error && <Failed what="networks" error={error} />}
      placeholder={<Loading what="networks" />}
    >
      {(networks) => (
        <ul className={`${page.cards} ${page.list}`} aria-label="Networks">
          {networks.map((network) => (
            <li key={network.id}>
              <RecordCard
                title={network.name}
                subtitle={`Chain ${network.chainId}${network.isTestnet ? ' · Testnet' : ''}`}
                badges={<Badge tone={blockchainTone(network.status)}>{statusLabel(network.status)}</Badge>}
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
      )}
    </Loaded>
  );
}

export function GasEstimation({ networks }: { networks: Network[] | undefined }) {
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
