import { CartDrawer, type CartDrawerProps } from '@rawex/ui-kit';
import { useCart } from '../data/cart';
import { whatWentWrong } from '../data/client';
import { useMountedOpen } from '../hooks/use-mounted-open';

/**
 * The cart drawer in a chunk of its own: its dialog and quantity fields load when the cart is
 * first opened, and so do the cart's lines (the header counts them without them).
 */
export default function CartPanel({
  open,
  onOpenChange,
  onCheckout,
}: Pick<CartDrawerProps, 'open' | 'onOpenChange' | 'onCheckout'>) {
  const cart = useCart();
  return (
    <CartDrawer
      open={useMountedOpen(open)}
      onOpenChange={onOpenChange}
      items={cart.items}
      error={cart.error && whatWentWrong(cart.error, 'Please try again in a moment.')}
      onQuantityChange={(item, quantity) => void cart.updateQuantity(item, quantity)}
      onRemove={(item) => void cart.remove(item)}
      onCheckout={onCheckout}
      busyItemIds={cart.busyItemIds}
    />
  );
}
