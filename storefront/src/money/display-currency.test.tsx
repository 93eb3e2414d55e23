import { describe, expect, it } from 'vitest';
import { chosenDisplayCurrency } from './display-currency';
import { currencyOfLanguages } from './currency-of-languages';

describe('the display currency', () => {
  it('is the one the visitor chose, kept in a cookie the server reads too', () => {
    expect(chosenDisplayCurrency('rawex_view=trading; rawex_currency=EUR; other=1')).toBe('EUR');
    expect(chosenDisplayCurrency('rawex_currency=EUR')).toBe('EUR');
    // Anything but a code is no choice.
    expect(chosenDisplayCurrency('rawex_currency=euro')).toBeUndefined();
    expect(chosenDisplayCurrency('my_rawex_currency=EUR')).toBeUndefined();
  });

  it('follows the country of the first language that names or implies one, else US dollars', () => {
    expect(currencyOfLanguages(['de-AT', 'en'])).toBe('EUR');
    expect(currencyOfLanguages(['en-GB'])).toBe('GBP');
    expect(currencyOfLanguages(['pt'])).toBe('BRL');
    expect(currencyOfLanguages(['hi-IN', 'en'])).toBe('INR');
    expect(currencyOfLanguages(['zh-CN'])).toBe('CNY');
    expect(currencyOfLanguages(['*', 'fr'])).toBe('EUR');
    expect(currencyOfLanguages(['not a language'])).toBe('USD');
    expect(currencyOfLanguages([])).toBe('USD');
  });
});
