import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import * as styles from './Avatar.css';

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: 'medium' | 'large';
}

/** A supplier's picture, or the first letter of its name while the picture loads or when it has none. */
export function Avatar({ name, src, size }: AvatarProps) {
  return (
    <ArkAvatar.Root className={styles.root({ size })}>
      <ArkAvatar.Fallback aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '?'}</ArkAvatar.Fallback>
      {src && <ArkAvatar.Image className={styles.image} src={src} alt="" />}
    </ArkAvatar.Root>
  );
}
