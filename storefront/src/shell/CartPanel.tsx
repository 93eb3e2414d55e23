import { CartDrawer, type CartDrawerProps } from '@rawex/ui-kit';
import { useMountedOpen } from '../hooks/use-mounted-open';

/** The cart drawer in a chunk of its own: its dialog and quantity fields load when the cart is first opened. */
export default function CartPanel(props: CartDrawerProps) {
  return <CartDrawer {...props} open={useMountedOpen(props.open)} />;
}
