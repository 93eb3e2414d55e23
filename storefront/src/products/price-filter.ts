/**
 * What the catalogue's price filter is written in. The API compares each product's base price as
 * it is written, in the product's own currency, and the demo catalogue is priced in US dollars: the
 * filter says so until buyers choose a display currency that prices are kept normalised in.
 */
export const PRICE_FILTER_CURRENCY = 'USD';
