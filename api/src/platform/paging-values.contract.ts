/**
 * How deep a list pages by offset: a plain value with no schema library, so the storefront stops
 * offering more where the API would refuse.
 */

/** The deepest page an offset reaches: every page past it would read all the rows before it. */
export const MAX_OFFSET = 10_000;
