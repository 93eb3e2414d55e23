// Nothing of samples is used by another domain yet: what it brings to the app is in samples.openapi.ts.
export {};
