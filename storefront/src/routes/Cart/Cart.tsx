import type { ApprovalReason, CheckoutLimits, CheckoutPreview, Me } from '@rawex/api/contracts';
import {
  Alert,
  ButtonLink,
  CartLine,
  EmptyState,
  formatPrice,
  Loaded,
  OrderSummary,
  Skeleton,
  formatAmounts,
  sumByCurrency,
  formatEstimate,
  type Amount,
} from '@rawex/ui-kit';
import { MEMBERS_WHO } from '@rawex/api/contracts/account-values';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCart, useCheckout, useCheckoutPreview } from '../../data/cart';
import { useHydrated } from '../../hooks/use-hydrated';
import { useShippingAddresses } from '../../data/company';
import { useProtection } from '../../data/settlement';
import { notifySentForApproval } from '../../orders/sent-for-approval';
import { ShippingDialog } from '../../orders/ShippingDialog';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import * as page from '../../styles/page.css';
import { notify } from '../../notices/notify';
import { LoadFailed } from '../../loading/LoadFailed';
import { useEstimates } from '../../money/display-currency';

/** What placing the cart commits to: its total in each currency, in one order per supplier and currency. */
function commitment({ orders }: CheckoutPreview): string {
  const totals = formatAmounts(
    sumByCurrency(orders.map(({ total, currency }) => ({ amount: total, currency }))),
  );
  return orders.length === 1
    ? `You commit to ${totals} in one order; you pay it on its supplier’s invoice.`
    : `You commit to ${totals} in ${orders.length} orders, one per supplier${new Set(orders.map((order) => order.currency)).size > 1 ? ' and currency' : ''}; you pay each on its supplier’s invoice.`;
}

/** Why the checkout would wait, in the purchaser's words. */
function waitReason(reason: ApprovalReason, limits: CheckoutLimits | null): string {
  // Reasons come with the limits they weigh by: without them there is no figure to give.
  const money = (amount: string | null | undefined) =>
    limits ? formatPrice(amount ?? '0', limits.currency) : '—';
  if (reason === 'order_threshold') {
    return `an order is over your company’s approval threshold of ${money(limits?.orderThreshold)}`;
  }
  if (reason === 'other_currency') {
    return `an order is in a currency other than your company’s (${limits?.currency ?? ''}), which your limits do not weigh`;
  }
  return `it takes you past your monthly limit: ${money(limits?.monthlyLeft)} of ${money(limits?.monthlyLimit)} is left this month`;
}

/**
 * Before "Place order", whether the cart would wait for an approver and why, or how much of the
 * buyer's monthly limit is left; nothing for those without limits.
 */
function ApprovalNotice({ preview }: { preview: CheckoutPreview }) {
  const { approvalReasons, limits } = preview;
  if (approvalReasons.length > 0) {
    return (
      <Alert tone="warning" title="This order will wait for an approver">
        Nothing is ordered until an approver of your company agrees:{' '}
        {approvalReasons.map((reason) => waitReason(reason, limits)).join('; and ')}.
      </Alert>
    );
  }
  if (limits?.monthlyLimit && limits.monthlyLeft) {
    return (
      <p className={page.muted}>
        Within your monthly limit: {formatPrice(limits.monthlyLeft, limits.currency)} of{' '}
        {formatPrice(limits.monthlyLimit, limits.currency)} is left this month.
      </p>
    );
  }
  return null;
}

/** Asks where to ship, places the order(s) and goes to /orders. */
function CheckoutDialog({
  user,
  onOpenChange,
  onProcessingChange,
}: {
  user: Me;
  onOpenChange: (open: boolean) => void;
  /** Told when the order starts and stops being placed (the summary's button says so). */
  onProcessingChange: (processing: boolean) => void;
}) {
  const checkout = useCheckout();
  const { preview } = useCheckoutPreview(true);
  const { addresses, defaultAddress } = useShippingAddresses(user);
  const { data: protection } = useProtection();
  const navigate = useNavigate();
  // One key per attempt: a retry after a lost answer cannot place the order twice.
  const [attemptKey] = useState(() => crypto.randomUUID());
  return (
    <ShippingDialog
      title="Checkout"
      description={preview ? commitment(preview) : 'Working out what the cart commits you to…'}
      notice={preview && <ApprovalNotice preview={preview} />}
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

/**
 * What each subtotal comes to in the display currency: an estimate beside the amounts, which are
 * what the orders are placed and paid in.
 */
function SubtotalEstimates({ subtotals }: { subtotals: readonly Amount[] }) {
  const { estimateOf } = useEstimates();
  const estimated = subtotals.flatMap((subtotal) => {
    const estimate = estimateOf(subtotal.amount, subtotal.currency);
    return estimate ? [{ subtotal, estimate }] : [];
  });
  if (estimated.length === 0) return null;
  return (
    <ul className={page.list} aria-label="Subtotals in your currency">
      {estimated.map(({ subtotal, estimate }) => (
        <li key={subtotal.currency} className={page.muted}>
          {formatPrice(subtotal.amount, subtotal.currency)}: {formatEstimate(estimate)}
        </li>
      ))}
    </ul>
  );
}

function CartView({ user }: { user: Me }) {
  const cart = useCart();
  // A quantity typed before the page's code runs would be lost: the lines wait for it.
  const hydrated = useHydrated();
  const buys = (MEMBERS_WHO.buy as readonly string[]).includes(user.companyRole);
  const { preview } = useCheckoutPreview(buys && (cart.items?.length ?? 0) > 0);
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
      {(items) => {
        const subtotals = sumByCurrency(
          items.map((item) => ({ amount: item.lineTotal, currency: item.product.currency })),
        );
        return (
          <div className={page.twoColumns}>
            <ul className={page.list} aria-label="Items in your cart">
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  variant="page"
                  busy={!hydrated || cart.busyItemIds.includes(item.id)}
                  onQuantityChange={(line, quantity) => void cart.updateQuantity(line, quantity)}
                  onRemove={(line) => void cart.remove(line)}
                />
              ))}
            </ul>
            {buys ? (
              <div className={page.stack}>
                <OrderSummary
                  subtotals={subtotals}
                  itemCount={items.length}
                  processing={placing}
                  onCheckout={() => setCheckingOut(true)}
                />
                <SubtotalEstimates subtotals={subtotals} />
                {preview && <ApprovalNotice preview={preview} />}
              </div>
            ) : (
              <EmptyState
                title="Checkout is for purchasers"
                description={`In the company you act for you are ${user.companyRole}: its owners, admins and purchasers place orders.`}
              />
            )}
            {checkingOut && (
              <CheckoutDialog user={user} onOpenChange={setCheckingOut} onProcessingChange={setPlacing} />
            )}
          </div>
        );
      }}
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
