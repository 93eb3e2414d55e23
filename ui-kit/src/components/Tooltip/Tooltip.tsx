import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css';

/** The spec's delays: a tooltip opens after 700 ms of hover or focus. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** Moving to another tooltip within 300 ms of leaving one opens it at once (the skip delay). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface TooltipProps {
  content: ReactNode;
  /** The element the tooltip describes; it must take a ref and focus (a button, a link). */
  children: ReactElement;
}

/** A short hint on hover or keyboard focus; Escape hides it. */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    // Ark opens the next tooltip at once while the last one is still closing, so the close delay is the skip delay.
    <ArkTooltip.Root
      openDelay={TOOLTIP_OPEN_DELAY_MS}
      closeDelay={TOOLTIP_SKIP_DELAY_MS}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content className={styles.content}>{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
