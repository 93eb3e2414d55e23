// Nothing of the personal summary is used by another domain: what it brings is in personal.module.ts.
export {};
