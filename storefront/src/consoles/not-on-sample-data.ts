import { notify } from '../notices/notify';

/** What a console button with no real action says: plainly, that sample data cannot do it. */
export function notOnSampleData(action: string): void {
  notify({
    title: 'Sample data',
    description: `${action} is not available on sample data: nothing was changed.`,
    type: 'info',
  });
}
