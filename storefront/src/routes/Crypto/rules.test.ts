import type { CryptoAsset } from '@rawex/api/contracts';
import { describe, expect, it } from 'vitest';
import { cryptoDecimals, formatCryptoAmount, shown, validateTrade, walletChange, walletValue } from './rules';

const asset = (usdValue: string, change24h: number) => ({ usdValue, change24h }) as CryptoAsset;

describe('crypto rules', () => {
  it('show BTC with 8 decimals, ETH with 6, every other coin with 2', () => {
    expect(cryptoDecimals('BTC')).toBe(8);
    expect(cryptoDecimals('ETH')).toBe(6);
    expect(cryptoDecimals('USDC')).toBe(2);
    expect(formatCryptoAmount('1.84271935', 'BTC')).toBe('1.84271935 BTC');
    expect(formatCryptoAmount('24.6154', 'ETH')).toBe('24.615400 ETH');
    expect(formatCryptoAmount('182450', 'USDC')).toBe('182,450.00 USDC');
  });

  it('hide balances on request', () => {
    expect(shown(true, '$1.00')).toBe('••••••');
    expect(shown(false, '$1.00')).toBe('$1.00');
  });

  it('add up the wallet in cents and weigh its change by value', () => {
    expect(walletValue([asset('0.10', 0), asset('0.20', 0)])).toBe('0.30');
    expect(walletChange([asset('300', 2), asset('100', -2)])).toBeCloseTo(1);
    expect(walletChange([])).toBe(0);
  });

  it('refuse a trade without coin, amount or price, or with more decimals than the coin has', () => {
    expect(validateTrade({ symbol: '', amount: '', price: '' })).toEqual({
      symbol: 'Coin is required.',
      amount: 'Amount is required.',
      price: 'Price is required.',
    });
    expect(validateTrade({ symbol: 'ETH', amount: '0.1234567', price: '3500' }).amount).toBe(
      'Amount can have at most 6 decimals for ETH.',
    );
    expect(
      Object.values(validateTrade({ symbol: 'BTC', amount: '0.12345678', price: '96000' })).filter(Boolean),
    ).toEqual([]);
  });
});
