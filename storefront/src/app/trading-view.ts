import { darkTheme, lightTheme } from '@rawex/ui-kit';
import { useLayoutEffect, useState } from 'react';

const STORAGE_KEY = 'rawex.tradingView';

function remembered(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * The dark trading layout or the light marketplace, as the user last chose on this browser.
 * The theme's class sits on <body>, so dialogs and toasts portaled there are themed too.
 */
export function useTradingView(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(remembered);
  // Before the first paint: a frame without the theme's variables would be unstyled, then jump.
  useLayoutEffect(() => {
    document.body.classList.add(on ? darkTheme : lightTheme);
    document.body.classList.remove(on ? lightTheme : darkTheme);
    document.documentElement.style.colorScheme = on ? 'dark' : 'light';
    try {
      window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Private mode without storage: the choice lasts for this visit only.
    }
  }, [on]);
  return [on, setOn];
}
