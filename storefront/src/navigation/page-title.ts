import { useEffect } from 'react';
import { useServerResponse } from '../server-rendering/server-render';

const DEFAULT_TITLE = 'RawEx — Global Raw Materials Trading Platform';

/** Names the page in the tab and for screen readers: "Produce · RawEx". */
export function usePageTitle(title: string | undefined) {
  const fullTitle = title ? `${title} · RawEx` : DEFAULT_TITLE;
  useServerResponse({ title: fullTitle });
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
