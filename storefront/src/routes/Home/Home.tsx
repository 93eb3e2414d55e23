import { useLayout } from '../../shell/Layout';
import { usePageTitle } from '../../navigation/page-title';
import { MarketplaceHome } from './MarketplaceHome';
import { TradingHome } from './TradingHome';

export default function Home() {
  usePageTitle(undefined);
  const { trading } = useLayout();
  return trading ? <TradingHome /> : <MarketplaceHome />;
}
