import { useState, type FormEvent } from 'react';
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
}

/** The catalogue search: submits the trimmed text, and nothing when it is blank. */
export function SearchBox({
  onSearch,
  defaultValue = '',
  placeholder = 'Search raw materials...',
  autoFocus,
  action,
}: SearchBoxProps) {
  const [text, setText] = useState(defaultValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed) onSearch(trimmed);
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
      <button type="submit" className={styles.submit}>
        Search
      </button>
    </form>
  );
}
