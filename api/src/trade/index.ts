// Nothing of trade is used by another domain yet: what it brings to the app is in trade.module.ts.
export {};
