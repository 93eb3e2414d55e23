import {
  Bell,
  Box,
  Heart,
  House,
  Leaf,
  Menu,
  MessageSquare,
  Search,
  ShoppingCart,
  Store,
  X,
  type LucideIcon,
} from 'lucide-react';

const icons = {
  cart: ShoppingCart,
  search: Search,
  menu: Menu,
  close: X,
  bell: Bell,
  message: MessageSquare,
  home: House,
  leaf: Leaf,
  store: Store,
  box: Box,
  heart: Heart,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export interface IconProps {
  name: IconName;
}

/** A line icon (lucide) drawn inline as SVG, in the text colour; hidden from screen readers. */
export function Icon({ name }: IconProps) {
  const Drawn = icons[name];
  return <Drawn size={22} strokeWidth={2} aria-hidden="true" focusable="false" />;
}
