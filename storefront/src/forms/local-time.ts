/** A datetime-local input's value for an instant, in the visitor's time: `2026-12-01T17:00`. */
export function localInputValue(at: Date): string {
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * A datetime-local input's value as an ISO 8601 time with the visitor's UTC offset, as a clock
 * there reads it: `2026-12-01T17:00:00+01:00`; the value as typed when it is no time at all.
 */
export function withLocalOffset(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const minutes = -at.getTimezoneOffset();
  if (minutes === 0) return `${value.slice(0, 16)}:00Z`;
  const size = Math.abs(minutes);
  const two = (part: number) => String(part).padStart(2, '0');
  return `${value.slice(0, 16)}:00${minutes < 0 ? '-' : '+'}${two(Math.floor(size / 60))}:${two(size % 60)}`;
}
