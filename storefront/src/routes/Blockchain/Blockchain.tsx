import { DEFAULT_NETWORK_ID } from '@rawex/api/contracts/console-values';
import { ConsoleShell, StatGrid } from '@rawex/ui-kit';
import { useState } from 'react';
import { useBlockchainAnalytics, useNetworks } from '../../data/blockchain';
import { usePageTitle } from '../../navigation/page-title';
import { usePhone } from '../../hooks/use-phone';
import * as page from '../../styles/page.css';
import { Overview } from './Overview';
import { ContractList, DeployContract } from './ContractsTab';
import { SendTransaction, TransactionList } from './TransactionsTab';
import { DefiList, GasEstimation, NetworkList } from './NetworksTab';
import { ContractVerification } from './ContractVerification';
import { Loading, SOURCE_LABEL } from './parts';

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
      description="Smart contracts, transactions and DeFi on RawEx’s simulated chain: nothing here touches a real chain."
      sourceLabel={SOURCE_LABEL}
      phone={phone}
      value={tab}
      onValueChange={setTab}
      summary={
        <StatGrid
          label="Chain figures"
          error={error && "Failed to load the chain's figures."}
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
