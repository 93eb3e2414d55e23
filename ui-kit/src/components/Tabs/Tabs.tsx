import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { useEffect, useRef, useState, type RefObject } from 'react';
import * as styles from './Tabs.css';

const withClass = (own: string, className: string | undefined) => [own, className].filter(Boolean).join(' ');

/** Holds which tab is selected; arrow keys move between tabs, Home and End jump. */
export function Root({ className, ...props }: ArkTabs.RootProps) {
  return <ArkTabs.Root lazyMount unmountOnExit className={withClass(styles.root, className)} {...props} />;
}

type HiddenEnds = 'start' | 'end' | 'both' | undefined;

/** Which ends of a row scrolled sideways hide some of it, followed as it scrolls and resizes. */
function useHiddenEnds(row: RefObject<HTMLElement | null>): HiddenEnds {
  const [hidden, setHidden] = useState<HiddenEnds>();
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const update = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setHidden(start && end ? 'both' : start ? 'start' : end ? 'end' : undefined);
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, [row]);
  return hidden;
}

/**
 * The row of tabs, with the sliding underline of the selected one. Where the tabs are wider than
 * the screen, the row scrolls and fades at the end that hides some (`data-hidden-tabs`).
 */
export function List({ className, children, ...props }: ArkTabs.ListProps) {
  const row = useRef<HTMLDivElement>(null);
  const hidden = useHiddenEnds(row);
  return (
    <ArkTabs.List
      ref={row}
      data-hidden-tabs={hidden}
      className={withClass(styles.list, className)}
      {...props}
    >
      {children}
      <ArkTabs.Indicator className={styles.indicator} />
    </ArkTabs.List>
  );
}

export function Trigger({ className, ...props }: ArkTabs.TriggerProps) {
  return <ArkTabs.Trigger className={withClass(styles.trigger, className)} {...props} />;
}

export function Content({ className, ...props }: ArkTabs.ContentProps) {
  return <ArkTabs.Content className={withClass(styles.content, className)} {...props} />;
}
