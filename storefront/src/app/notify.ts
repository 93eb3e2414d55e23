export interface Notice {
  title: string;
  description: string;
  type: 'success' | 'error';
}

/**
 * Shows a toast. The toast queue's code loads on first use (or when the page is idle), so it is
 * not part of what a page needs to first render.
 */
export function notify(notice: Notice): void {
  void import('./toast-queue').then(({ toaster }) => toaster.create(notice));
}
