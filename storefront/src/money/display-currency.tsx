import { REFERENCE_CURRENCY } from '@rawex/api/contracts';
import { minorUnitsOf, type MoneyEstimate } from '@rawex/ui-kit';
import { readAddress } from '@rawex/client';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useRead } from '../data/read';
import { useRenderHints } from '../server-rendering/server-render';

/** A cookie, not local storage: the server reads it too, and renders the estimates in it. */
const COOKIE = 'rawex_currency';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The display currency a `Cookie` header (or `document.cookie`) says this browser chose. */
export function chosenDisplayCurrency(cookies: string): string | undefined {
  return /(?:^|;\s*)rawex_currency=([A-Z]{3})(?:;|$)/.exec(cookies)?.[1];
}

interface DisplayCurrency {
  /** The currency estimates are shown in, and price bounds are given in. */
  currency: string;
  choose(currency: string): void;
}

const DisplayCurrencyContext = createContext<DisplayCurrency | null>(null);

/** Holds the display currency for the screens under it: the server's guess, then the visitor's choice. */
export function DisplayCurrencyProvider({ children }: { children: ReactNode }) {
  const hints = useRenderHints();
  const [currency, setCurrency] = useState(
    () => hints?.displayCurrency ?? chosenDisplayCurrency(document.cookie) ?? REFERENCE_CURRENCY,
  );
  const value = useMemo(
    () => ({
      currency,
      choose(chosen: string) {
        document.cookie = `${COOKIE}=${chosen}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
        setCurrency(chosen);
      },
    }),
    [currency],
  );
  return <DisplayCurrencyContext value={value}>{children}</DisplayCurrencyContext>;
}

/** The display currency and how to choose another. */
export function useDisplayCurrency(): DisplayCurrency {
  return useContext(DisplayCurrencyContext) ?? { currency: REFERENCE_CURRENCY, choose: () => undefined };
}

/** What `useEstimates` answers. */
export type Estimates = ReturnType<typeof useEstimates>;

/**
 * The display currency's rates (the latest reference rate to each currency that has one), and
 * what a price comes to in it. A rate only suggests: every price stays in its own currency, and
 * the estimate says which rate, of which day, it used. None when the display currency has no rate.
 */
export function useEstimates() {
  const { currency } = useDisplayCurrency();
  const { data: rates } = useRead(readAddress('/api/fx-rates', { query: { base: currency } }), {
    shouldRetryOnError: false,
  });
  return useMemo(() => {
    const byCurrency = new Map((rates ?? []).map((rate) => [rate.quote.trim(), rate]));
    const units = minorUnitsOf(currency);
    const estimateOf = (amount: string, of: string): MoneyEstimate | undefined => {
      const rate = of === currency ? undefined : byCurrency.get(of);
      if (!rate) return undefined;
      return {
        amount: (Number(amount) / Number(rate.rate)).toFixed(units),
        currency,
        rateDate: rate.rateDate,
        source: rate.source ?? '',
      };
    };
    return {
      currency,
      /** Whether prices can be compared in the display currency (it has rates). */
      comparable: currency === REFERENCE_CURRENCY || byCurrency.size > 0,
      /** The currencies with a rate, the display currency among them: what may be chosen. */
      rated: [...new Set([currency, ...byCurrency.keys()])].sort(),
      /** A price in its own currency, estimated in the display currency; none in the display currency itself. */
      estimateOf,
      /** A product's base price, estimated in the display currency. */
      estimateOfPrice: (product: { price: string; currency: string }) =>
        estimateOf(product.price, product.currency),
    };
  }, [currency, rates]);
}
