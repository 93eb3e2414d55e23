import type { MarketSummary } from '@rawex/api/contracts';
import { readAddress } from '@rawex/client';
import { useRead } from './read';

export function useMarketTrends() {
  const { data, error } = useRead(readAddress('/api/market/trends'));
  return { trends: data, error };
}

export function useMarketSummary() {
  const { data, error } = useRead(readAddress('/api/market/summary'));
  return { summary: data, error };
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
