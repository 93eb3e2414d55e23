import { hash } from 'node:crypto';

const INITIAL_SLOTS = 1 << 16;

/** A SKU's 64-bit digest (never 0, which marks an empty slot): two SKUs of a million share one about once in 10^8 files. */
const digestOf = (sku: string) => hash('sha256', sku, 'buffer').readBigUInt64BE(0) || 1n;

/**
 * The SKUs a file has shown so far, each with the line it was first on, in 24 bytes a SKU however
 * long it is: an open-addressed table of digests in typed arrays, so a million-row file is checked
 * for repeated SKUs in a flat 50 MB at most, outside the garbage-collected heap.
 */
export class SkuLines {
  #digests = new BigUint64Array(INITIAL_SLOTS);
  #lines = new Uint32Array(INITIAL_SLOTS);
  #size = 0;

  /** The line an earlier record had this SKU on; else undefined, and this line is remembered for it. */
  firstLineOf(sku: string, line: number): number | undefined {
    if (this.#size * 2 >= this.#digests.length) this.#grow();
    const digest = digestOf(sku);
    const slot = this.#slotOf(digest);
    if (this.#digests[slot] === digest) return this.#lines[slot];
    this.#digests[slot] = digest;
    this.#lines[slot] = line;
    this.#size += 1;
    return undefined;
  }

  /** Where the digest is, or the empty slot it would go in (linear probing). */
  #slotOf(digest: bigint): number {
    const mask = this.#digests.length - 1;
    let slot = Number(digest & BigInt(mask));
    while (this.#digests[slot] !== 0n && this.#digests[slot] !== digest) slot = (slot + 1) & mask;
    return slot;
  }

  #grow(): void {
    const digests = this.#digests;
    const lines = this.#lines;
    this.#digests = new BigUint64Array(digests.length * 2);
    this.#lines = new Uint32Array(digests.length * 2);
    digests.forEach((digest, index) => {
      if (digest === 0n) return;
      const slot = this.#slotOf(digest);
      this.#digests[slot] = digest;
      this.#lines[slot] = lines[index] as number;
    });
  }
}
