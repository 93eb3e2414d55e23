import { useState, type FormEvent } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './SearchBox.css';

export interface SearchBoxProps {
  /** Called with the trimmed text; never with blank text. */
  onSearch: (text: string) => void;
  defaultValue?: string;
  placeholder?: string;
  /** Moves focus into the box when it appears (the phone's search toggle). */
  autoFocus?: boolean;
  /**
   * Where the browser sends the form itself, as `GET <action>?search=<text>`, while the page's
   * script has not taken over (yet): a page rendered on the server can search before it loads.
   * Without it, the current address.
   */
  action?: string;
  /**
   * Given, the search can be cleared: a blank submit calls it, and a Clear search button shows
   * while the box holds text (the catalogue's header search has none: blank does nothing there).
   */
  onClear?: () => void;
}

/** A search box: submits the trimmed text; blank clears the search where that is offered, else does nothing. */
export function SearchBox({
  onSearch,
  defaultValue = '',
  placeholder = 'Search raw materials...',
  autoFocus,
  action,
  onClear,
}: SearchBoxProps) {
  const [text, setText] = useState(defaultValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed) onSearch(trimmed);
    else onClear?.();
  };
  return (
    <form role="search" className={styles.form} action={action} onSubmit={submit}>
      <input
        type="search"
        name="search"
        aria-label="Search raw materials"
        className={styles.input}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus={autoFocus}
      />
      {onClear && text !== '' && (
        <button
          type="button"
          className={styles.clear}
          aria-label="Clear search"
          onClick={() => {
            setText('');
            onClear();
          }}
        >
          <Icon name="close" />
        </button>
      )}
      <button type="submit" className={styles.submit}>
        Search
      </button>
    </form>
  );
}
