import {
  Beef,
  Droplet,
  Fish,
  Flame,
  Gem,
  Leaf,
  Mountain,
  Package,
  Pickaxe,
  Sprout,
  TreePine,
  Trees,
  Wheat,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** Drawn as SVG, so they show where no emoji font is installed. */
const iconOf: Record<string, LucideIcon> = {
  beef: Beef,
  droplet: Droplet,
  fish: Fish,
  flame: Flame,
  forest: TreePine,
  gem: Gem,
  herb: Sprout,
  leaf: Leaf,
  mountain: Mountain,
  package: Package,
  pickaxe: Pickaxe,
  trees: Trees,
  wheat: Wheat,
  zap: Zap,
};

export interface CategoryIconProps {
  /** A category's icon key (`wheat`, `trees`, …); an unknown or missing key shows a package. */
  icon: string | null;
  /** In pixels; the text's size by default. */
  size?: number | string;
}

/** A category's icon, decorative: the category's name beside it says what it is. */
export function CategoryIcon({ icon, size = '1.1em' }: CategoryIconProps) {
  const Icon = (icon && iconOf[icon]) || Package;
  return <Icon aria-hidden="true" focusable="false" size={size} strokeWidth={1.75} />;
}
