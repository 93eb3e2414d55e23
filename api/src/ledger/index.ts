// Nothing of ledger is used by another domain yet: what it brings to the app is in ledger.module.ts.
export {};
