import { readAddress } from '@rawex/client';
import { useCompany } from '../data/company';
import { useRead } from '../data/read';

/**
 * What the product form offers to price a product in: the currencies a trade may be in (the API
 * says which), and the seller's company's, which a product named in no other is priced in.
 */
export function useProductCurrencies() {
  const { data: currencies } = useRead(readAddress('/api/currencies'));
  const { company } = useCompany();
  return {
    currencies: (currencies ?? []).filter((currency) => currency.tradable),
    companyCurrency: company?.currency,
  };
}
