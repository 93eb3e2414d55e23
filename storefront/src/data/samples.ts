import type { SampleData, SampleEndpointName, SampleItem } from '@rawex/api/contracts';
import { SAMPLE_PATHS } from '@rawex/api/contracts/console-values';
import { withQuery } from '@rawex/client';
import useSWR from 'swr';
import { fetchPage, type Page } from './client';

/**
 * The sample-data consoles' records, through their endpoints under /api/samples (answered by the
 * fixtures' MSW handlers, in the running app as in tests). A console shows whole lists: they are
 * short, so one page of up to 100 holds them.
 */

type Query = Record<string, string | undefined>;

function pathOf(name: SampleEndpointName, params: Record<string, string> = {}): string {
  const path = SAMPLE_PATHS[name].replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
  return `/api${path}`;
}

function useSampleRecord<Name extends SampleEndpointName>(name: Name) {
  const { data, error } = useSWR<SampleData<Name>>(pathOf(name));
  return { data, error: error as Error | undefined };
}

function useSampleList<Name extends SampleEndpointName>(
  name: Name,
  query: Query = {},
  params?: Record<string, string>,
  enabled = true,
) {
  const { data, error, mutate, isValidating } = useSWR<Page<SampleItem<Name>>>(
    enabled ? withQuery(pathOf(name, params), { ...query, limit: 100 }) : null,
    fetchPage,
  );
  return {
    items: data?.items,
    total: data?.total,
    error: error as Error | undefined,
    /** Asks for the records again (a console's Sync button). */
    reload: async () => {
      await mutate();
    },
    reloading: isValidating && data !== undefined,
  };
}

export const useHedgePortfolio = () => useSampleRecord('hedgingPortfolio');
export const useHedgeContracts = () => useSampleList('hedgeContracts');

export const useEscrows = (status?: string) => useSampleList('escrows', { status });

export const useBarterOffers = (filters: { search?: string; category?: string; mine?: boolean } = {}) =>
  useSampleList('barterOffers', {
    search: filters.search,
    category: filters.category,
    mine: filters.mine === undefined ? undefined : String(filters.mine),
  });
export const useBarterMatches = () => useSampleList('barterMatches');

export const useCryptoAssets = () => useSampleList('cryptoAssets');
export const useCryptoTransactions = () => useSampleList('cryptoTransactions');
export const useCryptoOrders = () => useSampleList('cryptoOrders');
export const useCryptoMarket = () => useSampleList('cryptoMarket');

export const useAuctions = (filters: { status?: string; search?: string; category?: string }) =>
  useSampleList('auctions', filters);
export const useAuctionWatchlist = () => useSampleList('auctionWatchlist');

export const useOmnichannelChannels = () => useSampleList('omnichannelChannels');
export const useChannelMessages = (channelId?: string) => useSampleList('channelMessages', { channelId });
export const useChannelOrders = () => useSampleList('channelOrders');
export const useOmnichannelSettings = () => useSampleRecord('omnichannelSettings');

export const useMultichannelChannels = () => useSampleList('multichannelChannels');
export const useMultichannelIntegrations = () => useSampleList('multichannelIntegrations');

export const useWhatsappConversations = () => useSampleList('whatsappConversations');
export const useWhatsappMessages = (phone: string | null) =>
  useSampleList('whatsappMessages', {}, { phone: phone ?? '' }, phone !== null);
export const useWhatsappCatalog = () => useSampleList('whatsappCatalog');
export const useWhatsappOrders = () => useSampleList('whatsappOrders');
export const useWhatsappProfile = () => useSampleRecord('whatsappProfile');

export const useTelegramOverview = () => useSampleRecord('telegramOverview');
export const useTelegramUsers = () => useSampleList('telegramUsers');
export const useTelegramCommands = () => useSampleList('telegramCommands');
export const useTelegramSettings = () => useSampleRecord('telegramSettings');
