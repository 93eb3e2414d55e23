export type { AuthUser } from '../platform/actor.ts';

/** Those who sell and manage what is sold: vendors, and administrators acting for them. */
export const SELLERS = ['vendor', 'admin'] as const;
