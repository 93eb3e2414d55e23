import type { Order } from '@rawex/api/contracts';
import { creditNoteBodySchema } from '@rawex/api/contracts';
import { formatOrderNumber, formatPrice, TextField } from '@rawex/ui-kit';
import { useCreditNotes } from '../data/orders';
import { checkAgainst } from '../forms/check-against';
import { FormDialog } from '../forms/FormDialog';
import { useApiForm } from '../forms/use-api-form';
import { notify } from '../notices/notify';

const LABELS = { amount: 'Amount', reason: 'Reason' };

/** The supplier credits part of a shipped order's invoice: a quality claim, a short delivery, a price adjustment. */
export function CreditNoteDialog({
  order,
  onClose,
}: {
  order: Pick<Order, 'id' | 'currency' | 'totalAmount'>;
  onClose: () => void;
}) {
  const { issue } = useCreditNotes();
  const form = useApiForm({ amount: '', reason: '' });
  const checked = (values: typeof form.values) => checkAgainst(creditNoteBodySchema, values, LABELS);
  return (
    <FormDialog
      title={`Credit note for order #${formatOrderNumber(order.id)}`}
      description={`Credits part of its invoice of ${formatPrice(order.totalAmount, order.currency)}, in its series and currency. The buyer pays that much less; what was paid beyond it is yours to pay back.`}
      submitLabel="Issue credit note"
      busyLabel="Issuing..."
      busy={form.busy}
      problem={form.errors.form}
      onClose={onClose}
      onSubmit={form.submitChecked(
        checked,
        async (body) => {
          const { data } = await issue(order.id, body);
          notify({
            title: 'Credit note issued',
            description: `${data.number}: the buyer finds it among the order’s documents.`,
            type: 'success',
          });
          onClose();
        },
        'Failed to issue the credit note.',
      )}
    >
      <TextField
        label={`${LABELS.amount} (${order.currency})`}
        inputMode="decimal"
        value={form.values.amount}
        onChange={(event) => form.set('amount', event.target.value)}
        error={form.errors.amount}
      />
      <TextField
        label={LABELS.reason}
        value={form.values.reason}
        onChange={(event) => form.set('reason', event.target.value)}
        error={form.errors.reason}
        hint="Printed on the credit note: Short delivery: 12 bags"
      />
    </FormDialog>
  );
}
