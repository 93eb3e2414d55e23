import type { Order } from '@rawex/api/contracts';
import { Alert, Button, Dialog, RatingInput, TextAreaField } from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import { useRateVendor } from '../../data/orders';
import { notify } from '../../notices/notify';
import { useApiForm, type FormErrors } from '../../forms/use-api-form';
import * as page from '../../styles/page.css';

/** A delivered order's supplier, rated 1 to 5 with an optional review; rating again replaces the first. */
export function RateVendor({ order }: { order: Order }) {
  const rate = useRateVendor();
  const [open, setOpen] = useState(false);
  const form = useApiForm({ rating: 0, review: '' });
  const vendor = order.vendor.companyName ?? 'the supplier';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(
      (values): FormErrors => (values.rating < 1 ? { rating: 'Choose from 1 to 5 stars.' } : {}),
      async (values) => {
        await rate(order.vendorId, {
          rating: values.rating,
          ...(values.review.trim() ? { review: values.review.trim() } : {}),
        });
        setOpen(false);
        notify({ title: 'Thank you', description: `Your rating of ${vendor} is saved.`, type: 'success' });
      },
      'Failed to save your rating. Please try again.',
    );
  };
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button size="small" tone="secondary" aria-label={`Rate ${vendor}`}>
          Rate supplier
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <form onSubmit={submit} noValidate>
          <Dialog.Header>Rate {vendor}</Dialog.Header>
          <Dialog.Body>
            <div className={page.form}>
              <Dialog.Description>
                How was order #{String(order.id).padStart(6, '0')}? Rating {vendor} again replaces your
                earlier rating.
              </Dialog.Description>
              <RatingInput
                label="Your rating"
                value={form.values.rating}
                onChange={(rating) => form.set('rating', rating)}
              />
              {form.errors.rating && <Alert tone="danger" title={form.errors.rating} />}
              <TextAreaField
                label="Review (optional)"
                value={form.values.review}
                error={form.errors.review}
                onChange={(event) => form.set('review', event.target.value)}
              />
              {form.errors.form && <Alert tone="danger" title={form.errors.form} />}
            </div>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button tone="ghost">Cancel</Button>
            </Dialog.CloseTrigger>
            <Button type="submit" disabled={form.busy}>
              {form.busy ? 'Saving...' : 'Save rating'}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
