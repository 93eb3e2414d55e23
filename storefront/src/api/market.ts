import type { MarketTrends } from '@rawex/api/contracts';
import useSWR from 'swr';

export function useMarketTrends() {
  const { data, error } = useSWR<MarketTrends>('/api/market/trends');
  return { trends: data, error: error as Error | undefined };
}
