import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import { Badge } from '../Badge/Badge';
import * as Tabs from '../Tabs/Tabs';
import * as styles from './ConsoleShell.css';

export interface ConsoleTab {
  value: string;
  label: string;
  content: ReactNode;
}

export interface ConsoleShellProps {
  title: string;
  description?: ReactNode;
  /** Says once, beside the title, where the figures come from: `Sample data`, `Simulated chain`. */
  sourceLabel: string;
  /** Buttons at the top right: Add Channel, Create Auction. */
  actions?: ReactNode;
  /** Headline figures between the title and the tabs. */
  summary?: ReactNode;
  /** The tabs of the desktop layout. */
  tabs: readonly ConsoleTab[];
  /** The phone layout's own tabs, where they differ; shown when `phone` is true. */
  phoneTabs?: readonly ConsoleTab[];
  phone?: boolean;
  /** Which tab is open, if the screen keeps it; otherwise the first. */
  value?: string;
  onValueChange?: (value: string) => void;
}

/** A console's frame: its title and data-source label, headline figures and tab set. */
export function ConsoleShell({
  title,
  description,
  sourceLabel,
  actions,
  summary,
  tabs,
  phoneTabs,
  phone = false,
  value,
  onValueChange,
}: ConsoleShellProps) {
  const shown = phone && phoneTabs ? phoneTabs : tabs;
  const layout = phone && phoneTabs ? 'phone' : 'desktop';
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{title}</h1>
            <Badge tone="info">{sourceLabel}</Badge>
          </div>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {summary}
      <Tabs.Root
        // The phone and desktop layouts have different tab sets: switching starts at the first.
        key={layout}
        defaultValue={shown[0]?.value}
        {...(value !== undefined && shown.some((tab) => tab.value === value) ? { value } : {})}
        onValueChange={(details) => onValueChange?.(details.value)}
      >
        <Tabs.List aria-label={`${title} sections`}>
          {shown.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {shown.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            {/* Screen readers' outline: the records under a tab (h3 cards) sit under its name. */}
            <h2 className={visuallyHidden}>{tab.label}</h2>
            {tab.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
