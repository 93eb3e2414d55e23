// Nothing of blockchain is used by another domain yet: what it brings to the app is in blockchain.module.ts.
export {};
