/**
 * ISO 11649 structured creditor references ("RF18 RX00 0000 42"): RF, two check digits, and up
 * to 21 letters and digits. Banks carry it with a transfer, so a payment finds its order again.
 */

/** ISO 7064 MOD 97-10 of letters and digits, letters read as 10 (A) to 35 (Z), as IBANs are checked. */
function mod97(text: string): number {
  let remainder = 0;
  for (const character of text) {
    const value = Number.parseInt(character, 36);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder;
}

const BODY = /^[A-Z0-9]{1,21}$/;
const REFERENCE = /^RF[0-9]{2}[A-Z0-9]{1,21}$/;

/** The creditor reference of `body` (letters and digits, at most 21), check digits computed. */
export function creditorReference(body: string): string {
  if (!BODY.test(body))
    throw new Error(`A creditor reference holds 1 to 21 letters and digits, not "${body}"`);
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/** Whether a reference, as a bank statement may carry it (spaces, lower case), is a valid RF reference. */
export function isValidCreditorReference(reference: string): boolean {
  const compact = electronicCreditorReference(reference);
  return REFERENCE.test(compact) && mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}

/** Without spaces, in capitals: as it is stored and compared. */
export const electronicCreditorReference = (reference: string) => reference.replace(/\s+/g, '').toUpperCase();

/** In groups of four, as it is printed for people to copy: "RF18 RX00 0000 42". */
export const printedCreditorReference = (reference: string) =>
  electronicCreditorReference(reference).replace(/(.{4})(?=.)/g, '$1 ');

/** The reference an order is paid under: RX and its id, eight digits at least. */
export const orderPaymentReference = (orderId: number) =>
  creditorReference(`RX${String(orderId).padStart(8, '0')}`);
