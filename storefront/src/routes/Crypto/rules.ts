import type { CryptoAsset } from '@rawex/api/contracts';
import { sumAmounts } from '@rawex/ui-kit';
import { check, type FieldErrors } from '../../consoles/sample-form';

const DECIMALS: Record<string, number> = { BTC: 8, ETH: 6 };

/** How many decimals a coin is shown with: BTC 8, ETH 6, others 2. */
export const cryptoDecimals = (symbol: string) => DECIMALS[symbol] ?? 2;

/** A coin amount at its decimals, with thousands separated: `1.84271935 BTC`. */
export function formatCryptoAmount(amount: string | number, symbol: string): string {
  const decimals = cryptoDecimals(symbol);
  const text = Number(amount).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${text} ${symbol}`;
}

/** What stands for a figure while balances are hidden. */
export const HIDDEN_BALANCE = '••••••';

export const shown = (hidden: boolean, text: string) => (hidden ? HIDDEN_BALANCE : text);

export const walletValue = (assets: readonly CryptoAsset[]) =>
  sumAmounts(assets.map((asset) => asset.usdValue));

/** The wallet's 24-hour change in %, each coin weighted by its dollar value. */
export function walletChange(assets: readonly CryptoAsset[]): number {
  const total = assets.reduce((sum, asset) => sum + Number(asset.usdValue), 0);
  if (total === 0) return 0;
  return assets.reduce((sum, asset) => sum + (Number(asset.usdValue) / total) * asset.change24h, 0);
}

export interface TradeFormValues {
  symbol: string;
  amount: string;
  price: string;
}

export const EMPTY_TRADE: TradeFormValues = { symbol: '', amount: '', price: '' };

export function validateTrade(values: TradeFormValues): FieldErrors<TradeFormValues> {
  const amount = check.positiveNumber(values.amount, 'Amount');
  const decimals = cryptoDecimals(values.symbol);
  const tooPrecise =
    !amount && (values.amount.split('.')[1]?.length ?? 0) > decimals
      ? `Amount can have at most ${decimals} decimals for ${values.symbol}.`
      : undefined;
  return {
    symbol: check.required(values.symbol, 'Coin'),
    amount: amount ?? tooPrecise,
    price: check.positiveNumber(values.price, 'Price'),
  };
}
