export * from './categories.ts';
export * from './common.ts';
export * from './health.ts';
export * from './problem.ts';
export * from './users.ts';
export * from './products.ts';
export * from './cart.ts';
export * from './uploads.ts';
