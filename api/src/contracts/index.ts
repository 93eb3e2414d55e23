export * from './categories.ts';
export * from './health.ts';
export * from './problem.ts';
