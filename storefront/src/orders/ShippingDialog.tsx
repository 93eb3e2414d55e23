import type { CompanyAddress } from '@rawex/api/contracts';
import { Select, Switch, TextAreaField, TextField } from '@rawex/ui-kit';
import { useState, type FormEvent, type ReactNode } from 'react';
import { whatWentWrong } from '../data/client';
import { FormDialog } from '../forms/FormDialog';

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
  /** What the buyer should know before placing it (it will wait for an approver), under the description. */
  notice?: ReactNode;
  submitLabel: string;
  /** Where it ships unless changed: the firm's first shipping address, else the person's location. */
  defaultAddress: string;
  /** The firm's shipping addresses, to pick one from. */
  addresses?: readonly CompanyAddress[];
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
  notice,
  submitLabel,
  defaultAddress,
  addresses = [],
  onOpenChange,
  onPlace,
  onProcessingChange,
  askPoNumber,
  offerProtection,
}: ShippingDialogProps) {
  const [protection, setProtection] = useState(false);
  // Until the person types or picks one, the address follows the default (the firm's, once read).
  const [chosenAddress, setAddress] = useState<string | null>(null);
  const address = chosenAddress ?? defaultAddress;
  const picked = addresses.find((saved) => saved.address === address);
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
    <FormDialog
      title={title}
      description={description}
      submitLabel={submitLabel}
      busyLabel="Processing..."
      busy={processing}
      problem={problem}
      onSubmit={(event) => void submit(event)}
      onClose={() => onOpenChange(false)}
    >
      {notice}
      {addresses.length > 0 && (
        <Select
          label="Ship to"
          options={[
            ...addresses.map((saved) => ({ value: String(saved.id), label: saved.label })),
            { value: 'other', label: 'Another address' },
          ]}
          value={picked ? String(picked.id) : 'other'}
          onChange={(choice) =>
            setAddress(addresses.find((saved) => String(saved.id) === choice)?.address ?? '')
          }
        />
      )}
      <TextAreaField
        label="Shipping address"
        name="shippingAddress"
        required
        rows={3}
        maxLength={500}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={addressError}
        autoComplete="shipping street-address"
      />
      <TextAreaField label="Notes for the suppliers" name="notes" rows={2} maxLength={2000} hint="Optional" />
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
    </FormDialog>
  );
}
