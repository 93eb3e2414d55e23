/**
 * Which of the API's reads make a page the same for everyone until the catalogue changes (see
 * kept-pages): the catalogue's own reads, and "nobody is signed in". The API names its catalogue
 * reads from its route table (`CATALOGUE_READS` of `@rawex/api`: the routes that may read the
 * replica), and the renderer is handed them (`PageRequest.catalogueReads`).
 */
import { SUMMARY } from '../data/session';

/** A product's own page: reading it counts a view, so a kept page counts one each time it is sent. */
export const PRODUCT_READ = /^\/api\/products\/(\d+)(\?|$)/;

/** Who is signed in: nobody, on a signed-out visitor's page; a page for everyone leaves it to the browser. */
export const SESSION: string = SUMMARY;

/**
 * `/api/products/:id` as the addresses it answers, with or without a query (a route's path holds
 * nothing but letters, dashes, slashes and its parameters).
 */
const patternOf = (path: string) => new RegExp(`^${path.replaceAll(/:[a-zA-Z]+/g, '[^/?]+')}(\\?|$)`);

const compiled = new WeakMap<readonly string[], readonly RegExp[]>();
const NO_READS: readonly string[] = [];

/** Tells whether a page's answers are the catalogue's alone, given the API's catalogue reads. */
export function catalogueReadsOf(paths: readonly string[] = NO_READS) {
  let patterns = compiled.get(paths);
  if (!patterns) compiled.set(paths, (patterns = paths.map(patternOf)));
  const addressOf = (key: string) => key.replace(/^\$inf\$/, '');
  const isCatalogueRead = (key: string) => patterns.some((read) => read.test(addressOf(key)));
  return {
    /** True when every answer of `keys` came, each the catalogue's or the signed-out visitor's "nobody". */
    isCatalogueOnly: (data: Record<string, unknown>, keys: Iterable<string>): boolean =>
      [...keys].every((key) => (key === SESSION ? data[key] === null : key in data && isCatalogueRead(key))),
  };
}

/** The products whose own pages these answers hold. */
export const viewedProductsOf = (keys: Iterable<string>) =>
  [...keys].flatMap((key) => {
    const product = PRODUCT_READ.exec(key);
    return product ? [Number(product[1])] : [];
  });
