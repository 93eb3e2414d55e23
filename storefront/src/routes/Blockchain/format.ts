import type { Tone } from '../../consoles/format';

/** Hashes are shown cut to 20 characters, addresses to 10 (spec §9). */
export const HASH_SHOWN = 20;
export const ADDRESS_SHOWN = 10;

export const shortHash = (hash: string) =>
  hash.length > HASH_SHOWN ? `${hash.slice(0, HASH_SHOWN)}…` : hash;
export const shortAddress = (address: string) =>
  address.length > ADDRESS_SHOWN ? `${address.slice(0, ADDRESS_SHOWN)}…` : address;

/** A whole number of base units over 10^decimals, to `shown` decimals, cut (never rounded up past what is there). */
function scaleDown(amount: string, decimals: number, shown: number): string {
  const value = BigInt(amount);
  const unit = 10n ** BigInt(decimals);
  const whole = value / unit;
  const fraction = (value % unit).toString().padStart(decimals, '0').slice(0, shown);
  return `${whole.toLocaleString('en-US')}${shown > 0 ? `.${fraction}` : ''}`;
}

/** Wei as ether with 6 decimals: `1.500000 ETH`. */
export const formatEther = (wei: string, symbol = 'ETH') => `${scaleDown(wei, 18, 6)} ${symbol}`;

/** Wei as gwei: `24.00 Gwei`. */
export const formatGwei = (wei: string) => `${scaleDown(wei, 9, 2)} Gwei`;

const TONES: Record<string, Tone> = {
  confirmed: 'success',
  deployed: 'success',
  active: 'success',
  pending: 'warning',
  failed: 'danger',
  inactive: 'danger',
};

/** Status colours: confirmed, deployed, active green; pending yellow; failed, inactive red; others grey. */
export const blockchainTone = (status: string): Tone => TONES[status] ?? 'neutral';

/** The deploy form's parameters: blank is `{}`; anything else must be a JSON object. */
export function parseParameters(text: string): { parameters: Record<string, unknown> } | { error: string } {
  if (text.trim() === '') return { parameters: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { error: `Parameters must be valid JSON: ${(error as Error).message}` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { error: 'Parameters must be a JSON object, like {"standard": "ERC20"}.' };
  return { parameters: parsed as Record<string, unknown> };
}
