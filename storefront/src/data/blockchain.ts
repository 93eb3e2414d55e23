import type { DeployContractBody, SendTransactionBody } from '@rawex/api/contracts';
import { ok, readAddress } from '@rawex/client';
import { api } from './client';
import { RESOURCES, useInvalidate } from './invalidate';
import { useRead, useReadPage } from './read';

/** The blockchain console’s calls on the simulated chain, each refreshed as often as the spec says. */

export const ANALYTICS_REFRESH_MS = 30_000;
export const CONTRACTS_REFRESH_MS = 10_000;
export const TRANSACTIONS_REFRESH_MS = 5_000;
/** The transactions tab shows the newest ten. */
export const TRANSACTIONS_SHOWN = 10;

export function useBlockchainAnalytics() {
  const { data, error } = useRead(readAddress('/api/blockchain/analytics'), {
    refreshInterval: ANALYTICS_REFRESH_MS,
  });
  return { analytics: data, error };
}

export function useContracts(network: string) {
  const { data, error } = useRead(readAddress('/api/blockchain/contracts', { query: { network } }), {
    refreshInterval: CONTRACTS_REFRESH_MS,
  });
  return { contracts: data, error };
}

export function useLatestTransactions() {
  const { data, error } = useReadPage(
    readAddress('/api/blockchain/transactions', { query: { limit: TRANSACTIONS_SHOWN } }),
    { refreshInterval: TRANSACTIONS_REFRESH_MS },
  );
  return { transactions: data?.items, total: data?.total, error };
}

export function useNetworks() {
  const { data, error } = useRead(readAddress('/api/blockchain/networks'));
  return { networks: data, error };
}

export function useDefiProtocols() {
  const { data, error } = useRead(readAddress('/api/blockchain/defi/protocols'));
  return { protocols: data, error };
}

/** Sending and deploying; each reloads its list and the figures. */
export function useBlockchainActions() {
  const invalidate = useInvalidate();
  return {
    async send(body: SendTransactionBody) {
      const { data: sent } = await ok(api.POST('/api/blockchain/transactions', { body }));
      await invalidate(RESOURCES.blockchainTransactions);
      return sent;
    },
    async deploy(body: DeployContractBody) {
      const { data: deployed } = await ok(api.POST('/api/blockchain/contracts', { body }));
      await invalidate(RESOURCES.blockchainContracts);
      return deployed;
    },
  };
}

export const estimateGas = async (network: string) =>
  (await ok(api.GET('/api/blockchain/gas-estimate', { params: { query: { network } } }))).data;

export const verifyContract = async (network: string, address: string) =>
  (
    await ok(
      api.GET('/api/blockchain/contracts/{address}', { params: { path: { address }, query: { network } } }),
    )
  ).data;
