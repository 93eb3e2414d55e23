import type { CartItem, Me } from '@rawex/api/contracts';
import {
  ButtonLink,
  CartLine,
  EmptyState,
  formatPrice,
  Loaded,
  OrderSummary,
  Skeleton,
  sumAmounts,
} from '@rawex/ui-kit';
import { MEMBERS_WHO } from '@rawex/api/contracts/account-values';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCart, useCheckout } from '../../data/cart';
import { useShippingAddresses } from '../../data/company';
import { useProtection } from '../../data/settlement';
import { notifySentForApproval } from '../../orders/sent-for-approval';
import { ShippingDialog } from '../../orders/ShippingDialog';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import * as page from '../../styles/page.css';
import { notify } from '../../shell/notify';
import { LoadFailed } from '../../loading/LoadFailed';

/** What placing the cart commits to: its total, in one order per supplier. */
function commitment(items: readonly CartItem[]): string {
  const total = formatPrice(sumAmounts(items.map((item) => item.lineTotal)));
  const vendors = new Set(items.map((item) => item.product.vendorId)).size;
  return vendors === 1
    ? `You commit to ${total} in one order; you pay it on its supplier’s invoice.`
    : `You commit to ${total} in ${vendors} orders, one per supplier; you pay each on its supplier’s invoice.`;
}

/** Asks where to ship, places the order(s) and goes to /orders. */
function CheckoutDialog({
  items,
  user,
  onOpenChange,
  onProcessingChange,
}: {
  items: readonly CartItem[];
  user: Me;
  onOpenChange: (open: boolean) => void;
  /** Told when the order starts and stops being placed (the summary's button says so). */
  onProcessingChange: (processing: boolean) => void;
}) {
  const checkout = useCheckout();
  const { addresses, defaultAddress } = useShippingAddresses(user);
  const { data: protection } = useProtection();
  const navigate = useNavigate();
  // One key per attempt: a retry after a lost answer cannot place the order twice.
  const [attemptKey] = useState(() => crypto.randomUUID());
  return (
    <ShippingDialog
      title="Checkout"
      description={commitment(items)}
      submitLabel="Place Order"
      askPoNumber
      offerProtection={protection?.available}
      defaultAddress={defaultAddress}
      addresses={addresses}
      onOpenChange={onOpenChange}
      onProcessingChange={onProcessingChange}
      onPlace={async (shipping) => {
        const outcome = await checkout(shipping, attemptKey);
        onOpenChange(false);
        if ('approval' in outcome) {
          notifySentForApproval();
          navigate('/approvals');
          return;
        }
        notify({
          title: 'Order placed successfully!',
          description: 'You will receive a confirmation email shortly.',
          type: 'success',
        });
        navigate('/orders');
      }}
    />
  );
}

function CartView({ user }: { user: Me }) {
  const cart = useCart();
  const [checkingOut, setCheckingOut] = useState(false);
  const [placing, setPlacing] = useState(false);

  return (
    <Loaded
      data={cart.items}
      failed={cart.error && <LoadFailed title="Failed to fetch cart" />}
      placeholder={
        <div className={page.stack} role="status" aria-label="Loading your cart">
          <Skeleton height="96px" />
          <Skeleton height="96px" />
        </div>
      }
      empty={
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
      }
    >
      {(items) => (
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
          {(MEMBERS_WHO.buy as readonly string[]).includes(user.companyRole) ? (
            <OrderSummary
              subtotal={sumAmounts(items.map((item) => item.lineTotal))}
              itemCount={items.length}
              processing={placing}
              onCheckout={() => setCheckingOut(true)}
            />
          ) : (
            <EmptyState
              title="Checkout is for purchasers"
              description={`In the company you act for you are ${user.companyRole}: its owners, admins and purchasers place orders.`}
            />
          )}
          {checkingOut && (
            <CheckoutDialog
              items={items}
              user={user}
              onOpenChange={setCheckingOut}
              onProcessingChange={setPlacing}
            />
          )}
        </div>
      )}
    </Loaded>
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
