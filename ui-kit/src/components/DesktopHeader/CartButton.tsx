import { pluralize } from '../../format/format';
import { CountBadge } from '../CountBadge/CountBadge';
import { Icon } from '../Icon/Icon';
import * as shared from './header.css';

export interface CartButtonProps {
  count: number;
  onOpen: () => void;
}

/** The headers' cart control: an icon with the item count, named "Cart, 3 items" for screen readers. */
export function CartButton({ count, onOpen }: CartButtonProps) {
  return (
    <button
      type="button"
      className={shared.iconButton}
      onClick={onOpen}
      aria-label={`Cart, ${pluralize(count, 'item')}`}
    >
      <CountBadge count={count}>
        <Icon name="cart" />
      </CountBadge>
    </button>
  );
}
