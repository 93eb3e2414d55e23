import { Button, Dialog, Switch, TextAreaField, TextField } from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import { whatWentWrong } from '../data/client';
import { FormProblem } from '../forms/FormProblem';

export interface Shipping {
  shippingAddress: string;
  notes?: string;
  poNumber?: string;
  /** Trade protection chosen for the orders. */
  protection?: boolean;
}

export interface ShippingDialogProps {
  title: string;
  description: string;
  submitLabel: string;
  defaultAddress: string;
  onOpenChange: (open: boolean) => void;
  /** Places the order; what it throws is shown in the dialog, which stays open. */
  onPlace: (shipping: Shipping) => Promise<void>;
  /** Told when the order starts and stops being placed. */
  onProcessingChange?: (processing: boolean) => void;
  /** Asks for the buyer's purchase-order number too. */
  askPoNumber?: boolean;
  /** Offers trade protection (the marketplace has a collection account). */
  offerProtection?: boolean;
}

/** Asks where to ship (and notes for the supplier), then places an order. */
export function ShippingDialog({
  title,
  description,
  submitLabel,
  defaultAddress,
  onOpenChange,
  onPlace,
  onProcessingChange,
  askPoNumber,
  offerProtection,
}: ShippingDialogProps) {
  const [protection, setProtection] = useState(false);
  const [processing, setOwnProcessing] = useState(false);
  const setProcessing = (value: boolean) => {
    setOwnProcessing(value);
    onProcessingChange?.(value);
  };
  const [problem, setProblem] = useState<string | null>(null);
  const [addressError, setAddressError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const shippingAddress = String(form.get('shippingAddress') ?? '').trim();
    const notes = String(form.get('notes') ?? '').trim();
    const poNumber = String(form.get('poNumber') ?? '').trim();
    if (!shippingAddress) {
      setAddressError('Enter the address to ship to.');
      return;
    }
    setAddressError(undefined);
    setProblem(null);
    setProcessing(true);
    try {
      await onPlace({
        shippingAddress,
        ...(notes ? { notes } : {}),
        ...(poNumber ? { poNumber } : {}),
        ...(protection ? { protection } : {}),
      });
    } catch (error) {
      setProblem(whatWentWrong(error, 'The order could not be placed. Please try again.'));
    } finally {
      setProcessing(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={({ open: next }) => onOpenChange(next)}>
      <Dialog.Content>
        <Dialog.Header>{title}</Dialog.Header>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Dialog.Body>
            <Dialog.Description>{description}</Dialog.Description>
            <TextAreaField
              label="Shipping address"
              name="shippingAddress"
              required
              rows={3}
              maxLength={500}
              defaultValue={defaultAddress}
              error={addressError}
              autoComplete="shipping street-address"
            />
            <TextAreaField
              label="Notes for the suppliers"
              name="notes"
              rows={2}
              maxLength={2000}
              hint="Optional"
            />
            {askPoNumber && (
              <TextField
                label="Purchase-order number"
                name="poNumber"
                maxLength={60}
                hint="Your company’s PO number, if it uses them"
              />
            )}
            {offerProtection && (
              <Switch
                label="Trade protection: pay into the marketplace’s account, released once you have the goods"
                checked={protection}
                onChange={setProtection}
              />
            )}
            <FormProblem problem={problem} />
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button type="button" tone="ghost">
                Cancel
              </Button>
            </Dialog.CloseTrigger>
            <Button type="submit" disabled={processing}>
              {processing ? 'Processing...' : submitLabel}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
