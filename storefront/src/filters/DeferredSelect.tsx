import { ClosedSelect, type SelectProps } from '@rawex/ui-kit';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { takeEarlyClick } from '../server-rendering/early-clicks';
import * as styles from './DeferredSelect.css';

/** Where the kit's Select comes from, and what it is once it has come. */
export interface SelectCode {
  load: () => Promise<{ default: ComponentType<SelectProps> }>;
  arrived?: ComponentType<SelectProps>;
  loading?: Promise<void>;
  waiting: Set<() => void>;
}

/** The storefront's: its own chunk. */
const SELECT_CODE: SelectCode = { load: () => import('./SelectChunk'), waiting: new Set() };

function subscribeTo(code: SelectCode, arrived: () => void) {
  code.waiting.add(arrived);
  code.loading ??= code.load().then((module) => {
    code.arrived = module.default;
    for (const listener of code.waiting) listener();
  });
  return () => code.waiting.delete(arrived);
}

/** The kit's Select, drawn once its code has arrived. */
function ArrivedSelect({ code, ...props }: SelectProps & { code: SelectCode }) {
  const Arrived = code.arrived as ComponentType<SelectProps>;
  return <Arrived {...props} />;
}

/**
 * The kit's Select, its code (Ark's select and its positioning, a fifth of a page's JS) fetched
 * once the page runs instead of before it: until it arrives, and while the page hydrates, the
 * select is drawn closed at the same size. Pressed in that time, it opens once it can; a press
 * made before the page's code ran counts too.
 */
export function DeferredSelect<Value extends string>({
  code = SELECT_CODE,
  ...props
}: SelectProps<Value> & {
  /** Where its Select comes from: the storefront's chunk unless told (a test holds it back). */
  code?: SelectCode;
}) {
  const subscribe = useCallback((listener: () => void) => subscribeTo(code, listener), [code]);
  const arrived = useSyncExternalStore(
    subscribe,
    () => code.arrived !== undefined,
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
        <ArrivedSelect {...(props as unknown as SelectProps)} code={code} />
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
