import { Loaded, RecordCard } from '@rawex/ui-kit';
import { useBlockchainAnalytics } from '../../data/blockchain';
import * as page from '../../styles/page.css';
import { formatEther, formatGwei } from './format';
import { Failed, Loading } from './parts';

/** The Overview tab: the simulated chain's figures. */
export function Overview() {
  const { analytics, error } = useBlockchainAnalytics();
  return (
    <Loaded
      data={analytics}
      failed={error && <Failed what="chain's figures" error={error} />}
      placeholder={<Loading what="blockchain data" />}
    >
      {({ networkStats, tokenStats, userStats }) => (
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
      )}
    </Loaded>
  );
}
