/**
 * Which of the API's reads make a page the same for everyone until the catalogue changes (see
 * kept-pages): the catalogue's own reads, and "nobody is signed in".
 */

/** A product's own page: reading it counts a view, so a kept page counts one each time it is sent. */
export const PRODUCT_READ = /^\/api\/products\/(\d+)(\?|$)/;

/** The API's reads a page may be made of and stay the same for everyone until the catalogue changes. */
const CATALOGUE_READS = [
  /^\/api\/categories(\/[^/?]+\/statistics)?(\?|$)/,
  /^\/api\/market\/summary(\?|$)/,
  /^\/api\/products(\?|$)/,
  PRODUCT_READ,
  /^\/api\/users\/[^/?]+(\?|$)/,
  /^\/api\/vendors\/[^/?]+\/ratings(\?|$)/,
];
/** Who is signed in: nobody, on a signed-out visitor's page; the frame reads it for every visitor. */
export const SESSION = '/api/auth/me';

const addressOf = (key: string) => key.replace(/^\$inf\$/, '');
const isCatalogueRead = (key: string) => CATALOGUE_READS.some((read) => read.test(addressOf(key)));

/** True when every answer of `keys` came, each the catalogue's or the signed-out visitor's "nobody". */
export function isCatalogueOnly(data: Record<string, unknown>, keys: Iterable<string>): boolean {
  return [...keys].every((key) =>
    key === SESSION ? data[key] === null : key in data && isCatalogueRead(key),
  );
}

/** The products whose own pages these answers hold. */
export const viewedProductsOf = (keys: Iterable<string>) =>
  [...keys].flatMap((key) => {
    const product = PRODUCT_READ.exec(key);
    return product ? [Number(product[1])] : [];
  });
