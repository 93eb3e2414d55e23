import { useEffect } from 'react';

/** Names the page in the tab and for screen readers: "Produce · RawEx". */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · RawEx` : 'RawEx — Global Raw Materials Trading Platform';
  }, [title]);
}
