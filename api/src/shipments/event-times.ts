/** Minutes east of UTC that an ISO 8601 time was given in: `-03:00` is -180, `Z` is 0. */
export function offsetMinutesOf(time: string): number {
  const match = /([+-])(\d{2}):?(\d{2})$/.exec(time);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant written as the clock where it happened read it: `2027-01-12T08:30:00-03:00`. */
export function atOffset(instant: Date, offsetMinutes: number): string {
  const local = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  if (offsetMinutes === 0) return `${local}Z`;
  const size = Math.abs(offsetMinutes);
  return `${local}${offsetMinutes < 0 ? '-' : '+'}${twoDigits(Math.floor(size / 60))}:${twoDigits(size % 60)}`;
}
