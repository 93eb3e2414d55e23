// Nothing of catalogue is used by another domain yet: what it brings to the app is in catalogue.module.ts.
export {};
