import { ClosedSelect, type SelectProps } from '@rawex/ui-kit';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { takeEarlyClick } from '../server-rendering/early-clicks';
import * as styles from './DeferredSelect.css';

/** The kit's Select, once its code has arrived. */
let Select: ComponentType<SelectProps> | undefined;
let loading: Promise<void> | undefined;
const waiting = new Set<() => void>();

function subscribe(arrived: () => void) {
  waiting.add(arrived);
  loading ??= import('./SelectChunk').then((module) => {
    Select = module.default as ComponentType<SelectProps>;
    for (const listener of waiting) listener();
  });
  return () => waiting.delete(arrived);
}

/** The kit's Select, drawn once its code has arrived. */
function ArrivedSelect(props: SelectProps) {
  const Arrived = Select as ComponentType<SelectProps>;
  return <Arrived {...props} />;
}

/**
 * The kit's Select, its code (Ark's select and its positioning, a fifth of a page's JS) fetched
 * once the page runs instead of before it: until it arrives, and while the page hydrates, the
 * select is drawn closed at the same size. Pressed in that time, it opens once it can; a press
 * made before the page's code ran counts too.
 */
export function DeferredSelect<Value extends string>(props: SelectProps<Value>) {
  const arrived = useSyncExternalStore(
    subscribe,
    () => Select !== undefined,
    () => false,
  );
  const [pressed, setPressed] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const closed = useRef<HTMLButtonElement>(null);
  /** The closed select's button, once it has had the focus. */
  const focused = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (takeEarlyClick(closed.current)) setPressed(true);
  }, []);
  useLayoutEffect(() => {
    // The Select's button takes the focus the closed one had when it went.
    const lost = focused.current && !focused.current.isConnected;
    const nowhere = document.activeElement === null || document.activeElement === document.body;
    if (arrived && lost && nowhere) holder.current?.querySelector('button')?.focus();
  }, [arrived]);
  useEffect(() => {
    if (!arrived || !pressed) return;
    // The press made while its code loaded, made again on the Select's button once it answers
    // (its machine starts just after it is drawn): it opens as a press opens it, the list focused.
    const press = setTimeout(() => holder.current?.querySelector('button')?.click());
    return () => clearTimeout(press);
  }, [arrived, pressed]);
  return (
    <div ref={holder} className={styles.holder}>
      {arrived ? (
        <ArrivedSelect {...(props as unknown as SelectProps)} />
      ) : (
        <ClosedSelect
          {...props}
          ref={closed}
          onOpen={() => setPressed(true)}
          onFocus={(event) => (focused.current = event.currentTarget)}
        />
      )}
    </div>
  );
}
