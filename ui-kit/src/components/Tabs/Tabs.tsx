import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import * as styles from './Tabs.css';

const withClass = (own: string, className: string | undefined) => [own, className].filter(Boolean).join(' ');

/** Holds which tab is selected; arrow keys move between tabs, Home and End jump. */
export function Root({ className, ...props }: ArkTabs.RootProps) {
  return <ArkTabs.Root lazyMount unmountOnExit className={withClass(styles.root, className)} {...props} />;
}

/** The row of tabs, with the sliding underline of the selected one. */
export function List({ className, children, ...props }: ArkTabs.ListProps) {
  return (
    <ArkTabs.List className={withClass(styles.list, className)} {...props}>
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
