import type { CartItem, Me } from '@rawex/api/contracts';
import {
  Button,
  ButtonLink,
  CartLine,
  Dialog,
  EmptyState,
  lineTotal,
  OrderSummary,
  Skeleton,
  sumAmounts,
  TextAreaField,
} from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCart, useCheckout } from '../../data/cart';
import { whatWentWrong } from '../../data/client';
import { FormProblem } from '../../forms/FormProblem';
import { usePageTitle } from '../../routing/page-title';
import { SignedIn } from '../../routing/SignedIn';
import * as page from '../page.css';
import { notify } from '../../shell/notify';
import { LoadFailed } from '../../loading/LoadFailed';

/** Asks where to ship, places the order(s) and goes to /orders. */
function CheckoutDialog({
  open,
  onOpenChange,
  onProcessingChange,
  defaultAddress,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told when the order starts and stops being placed (the summary's button says so). */
  onProcessingChange: (processing: boolean) => void;
  defaultAddress: string;
}) {
  const checkout = useCheckout();
  const navigate = useNavigate();
  // One key per attempt: a retry after a lost answer cannot place the order twice.
  const [attemptKey] = useState(() => crypto.randomUUID());
  const [processing, setOwnProcessing] = useState(false);
  const setProcessing = (value: boolean) => {
    setOwnProcessing(value);
    onProcessingChange(value);
  };
  const [problem, setProblem] = useState<string | null>(null);
  const [addressError, setAddressError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const shippingAddress = String(form.get('shippingAddress') ?? '').trim();
    const notes = String(form.get('notes') ?? '').trim();
    if (!shippingAddress) {
      setAddressError('Enter the address to ship to.');
      return;
    }
    setAddressError(undefined);
    setProblem(null);
    setProcessing(true);
    try {
      await checkout({ shippingAddress, ...(notes ? { notes } : {}) }, attemptKey);
      notify({
        title: 'Order placed successfully!',
        description: 'You will receive a confirmation email shortly.',
        type: 'success',
      });
      onOpenChange(false);
      navigate('/orders');
    } catch (error) {
      setProblem(whatWentWrong(error, 'The order could not be placed. Please try again.'));
    } finally {
      setProcessing(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => onOpenChange(next)}>
      <Dialog.Content>
        <Dialog.Header>Checkout</Dialog.Header>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Dialog.Body>
            <Dialog.Description>
              Each supplier receives its own order; you pay on their invoice.
            </Dialog.Description>
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
            <FormProblem problem={problem} />
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button type="button" tone="ghost">
                Cancel
              </Button>
            </Dialog.CloseTrigger>
            <Button type="submit" disabled={processing}>
              {processing ? 'Processing...' : 'Place Order'}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function CartView({ user }: { user: Me }) {
  const cart = useCart();
  const [checkingOut, setCheckingOut] = useState(false);
  const [placing, setPlacing] = useState(false);
  const items: CartItem[] | undefined = cart.items;

  if (cart.error) return <LoadFailed title="Failed to fetch cart" />;
  if (!items) {
    return (
      <div className={page.stack} role="status" aria-label="Loading your cart">
        <Skeleton height="96px" />
        <Skeleton height="96px" />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        title="Your cart is empty"
        description="Add produce from the catalogue to order it here."
        actions={
          <>
            <ButtonLink href="/products">Browse Products</ButtonLink>
            <ButtonLink tone="secondary" href="/">
              Return Home
            </ButtonLink>
          </>
        }
      />
    );
  }
  const subtotal = sumAmounts(items.map((item) => lineTotal(item.product.price, item.quantity)));
  return (
    <div className={page.twoColumns}>
      <ul className={page.list} aria-label="Items in your cart">
        {items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            variant="page"
            busy={cart.busyItemIds.includes(item.id)}
            onQuantityChange={(line, quantity) => void cart.updateQuantity(line, quantity)}
            onRemove={(line) => void cart.remove(line)}
          />
        ))}
      </ul>
      <OrderSummary
        subtotal={subtotal}
        itemCount={items.length}
        processing={placing}
        onCheckout={() => setCheckingOut(true)}
      />
      {checkingOut && (
        <CheckoutDialog
          open
          onOpenChange={setCheckingOut}
          onProcessingChange={setPlacing}
          defaultAddress={user.location ?? ''}
        />
      )}
    </div>
  );
}

export default function CartPage() {
  usePageTitle('Cart');
  return (
    <div className={page.stack}>
      <h1 className={page.title}>Shopping Cart</h1>
      <SignedIn>{(user) => <CartView user={user} />}</SignedIn>
    </div>
  );
}
