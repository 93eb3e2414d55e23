// Ether, gwei and wei: amounts on the simulated chain, converted exactly.
import { WEI_PER_ETHER, WEI_PER_GWEI } from './blockchain.contract.ts';

/** `"0.25"` ether as wei, exactly (no float on the way). */
export function etherToWei(ether: string): bigint {
  const [whole = '0', fraction = ''] = ether.split('.');
  return BigInt(whole) * WEI_PER_ETHER + BigInt(fraction.padEnd(18, '0'));
}

/** Gwei as wei; a gwei figure may have up to 9 decimals. */
export function gweiToWei(gwei: number): bigint {
  const [whole = '0', fraction = ''] = gwei.toFixed(9).split('.');
  return BigInt(whole) * WEI_PER_GWEI + BigInt(fraction.padEnd(9, '0'));
}

/** The gas a plain transfer uses; the blockchain adds a little per transaction, as real ones vary. */
export const PLAIN_TRANSFER_GAS = 21_000;
