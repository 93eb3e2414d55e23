import type { MarketSummary, MarketTrends } from '@rawex/api/contracts';
import useSWR from 'swr';

export function useMarketTrends() {
  const { data, error } = useSWR<MarketTrends>('/api/market/trends');
  return { trends: data, error: error as Error | undefined };
}

export function useMarketSummary() {
  const { data, error } = useSWR<MarketSummary>('/api/market/summary');
  return { summary: data, error: error as Error | undefined };
}

/** The market's change this month, as the listings of the last 30 days grew the catalogue. */
export function listingGrowth(
  summary: Pick<MarketSummary, 'newListings30Days' | 'listingGrowthPercent'>,
): string {
  if (summary.newListings30Days === 0) return 'No new listings this month';
  if (summary.listingGrowthPercent === null) {
    return `${summary.newListings30Days.toLocaleString('en-US')} new listings this month`;
  }
  return `Listings up ${summary.listingGrowthPercent.toLocaleString('en-US')}% this month`;
}
