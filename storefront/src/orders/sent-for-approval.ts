import { notify } from '../notices/notify';

/** Says a purchase past the member's limits waits for an approver (the caller goes to /approvals). */
export function notifySentForApproval(): void {
  notify({
    title: 'Sent for approval',
    description: 'It passes your limits: an approver of your company decides before anything is ordered.',
    type: 'info',
  });
}
