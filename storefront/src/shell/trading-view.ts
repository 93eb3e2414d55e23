import { darkTheme, lightTheme } from '@rawex/ui-kit';
import { useLayoutEffect, useState } from 'react';
import { useRenderHints } from '../server-rendering/server-render';

/** A cookie, not local storage: the server reads it too, and renders the chosen layout. */
const COOKIE = 'rawex_view';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** True when a `Cookie` header (or `document.cookie`) says this browser chose the trading view. */
export function tradingViewChosen(cookies: string): boolean {
  return cookies.split(/;\s*/).includes(`${COOKIE}=trading`);
}

/** The class on <body> that sets the view's colours. */
export const themeClassOf = (trading: boolean) => (trading ? darkTheme : lightTheme);

/**
 * The dark trading layout or the light marketplace, as the user last chose on this browser.
 * The theme's class sits on <body>, so dialogs and toasts portaled there are themed too.
 */
export function useTradingView(): [boolean, (on: boolean) => void] {
  const hints = useRenderHints();
  const [on, setOn] = useState(() => hints?.tradingView ?? tradingViewChosen(document.cookie));
  // Before the first paint: a frame without the theme's variables would be unstyled, then jump.
  useLayoutEffect(() => {
    document.body.classList.add(themeClassOf(on));
    document.body.classList.remove(themeClassOf(!on));
    document.documentElement.style.colorScheme = on ? 'dark' : 'light';
    document.cookie = `${COOKIE}=${on ? 'trading' : 'marketplace'}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  }, [on]);
  return [on, setOn];
}
