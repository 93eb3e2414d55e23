const emojiOf: Record<string, string> = {
  beef: '🐄',
  droplet: '💧',
  fish: '🐟',
  flame: '🔥',
  forest: '🌲',
  gem: '💎',
  herb: '🌿',
  leaf: '🍃',
  mountain: '⛰️',
  package: '📦',
  pickaxe: '⛏️',
  trees: '🌳',
  wheat: '🌾',
  zap: '⚡',
};

/** A category's icon key (`wheat`, `trees`, …) as the emoji shown for it. */
export function categoryEmoji(icon: string | null): string {
  return (icon && emojiOf[icon]) ?? '📦';
}
