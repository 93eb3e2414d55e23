import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { vars } from '../../theme/contract.css';
import * as styles from './Toaster.css';

/** How long a toast stays, as the spec says. */
export const TOAST_DURATION_MS = 5000;

/** A queue of toasts showing at most one at a time; the next waits until the shown one leaves. */
export function createToastQueue() {
  // At the top: a drawer's total and checkout button, and the phone's tab bar, sit at the bottom.
  // Below the header, so that the cart, the bell and the account it speaks of stay in sight.
  return createToaster({
    placement: 'top-end',
    max: 1,
    duration: TOAST_DURATION_MS,
    overlap: false,
    offsets: {
      top: `calc(${vars.size.header} + ${vars.space.sm})`,
      right: vars.space.md,
      bottom: vars.space.md,
      left: vars.space.md,
    },
  });
}
export type ToastQueue = ReturnType<typeof createToastQueue>;

/**
 * The app's queue: `toaster.create({ title: 'Added to cart', description: '…', type: 'success' })`,
 * with `action: { label: 'View cart', onClick }` for the next step it offers.
 */
export const toaster = createToastQueue();

export interface ToasterProps {
  queue?: ToastQueue;
}

/** Shows the queue's toasts; render it once near the root of the app. */
export function Toaster({ queue = toaster }: ToasterProps) {
  return (
    <ArkToaster toaster={queue}>
      {(toast) => (
        <Toast.Root className={styles.toast}>
          <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
          {toast.description && (
            <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
          )}
          {toast.action && (
            <Toast.ActionTrigger className={styles.action}>{toast.action.label}</Toast.ActionTrigger>
          )}
          <Toast.CloseTrigger className={styles.close} aria-label="Dismiss notification">
            ×
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  );
}
