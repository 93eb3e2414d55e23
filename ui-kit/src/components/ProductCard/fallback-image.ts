const crate = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#e7e2d8"/><g fill="none" stroke="#a08c6a" stroke-width="10"><rect x="150" y="100" width="180" height="160" rx="6"/><path d="M150 153h180M150 207h180M240 100v160"/></g></svg>`;

/** Shown when a product has no picture, or its picture does not load: a plain crate, drawn here. */
export const FALLBACK_PRODUCT_IMAGE = `data:image/svg+xml,${encodeURIComponent(crate)}`;
