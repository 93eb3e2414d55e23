import { moneyText } from '@rawex/api/contracts/money';
import { formatPrice } from '@rawex/ui-kit';
import { describe, expect, it } from 'vitest';

describe('amounts', () => {
  it('read the same on a screen as in the emails, notices and messages the API writes', () => {
    for (const currency of ['USD', 'EUR', 'JPY', 'KWD']) {
      for (const amount of ['0.00', '8.1', '1050.00', '6390600.00', '99999999.99', '12345678901234.56']) {
        expect(formatPrice(amount, currency)).toBe(moneyText(amount, currency));
      }
    }
  });
});
