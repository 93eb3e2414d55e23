import { useRef } from 'react';
import { Button } from '../Button/Button';
import * as styles from './ChatComposer.css';

export interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter or the Send button; the screen decides whether there is anything to send. */
  onSend: () => void;
  /** Canned answers shown as chips (while the composer is enabled); picking one fills the input. */
  quickReplies?: readonly string[];
  disabled?: boolean;
  placeholder?: string;
}

/** Where a message is written: quick-reply chips, a text input, and Send. */
export function ChatComposer({
  value,
  onChange,
  onSend,
  quickReplies = [],
  disabled,
  placeholder = 'Type a message',
}: ChatComposerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.root}>
      {quickReplies.length > 0 && !disabled && (
        <div className={styles.chips} role="group" aria-label="Quick replies">
          {quickReplies.map((reply) => (
            <button
              key={reply}
              type="button"
              className={styles.chip}
              onClick={() => {
                onChange(reply);
                input.current?.focus();
              }}
            >
              {reply}
            </button>
          ))}
        </div>
      )}
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <input
          ref={input}
          className={styles.input}
          aria-label="Message"
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button type="submit" disabled={disabled}>
          Send
        </Button>
      </form>
    </div>
  );
}
