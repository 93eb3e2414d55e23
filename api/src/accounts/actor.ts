import type { UserRole } from './account-values.contract.ts';

/** The signed-in user a request acts as. */
export interface AuthUser {
  id: string;
  email: string;
  role: UserRole;
}

/** Those who sell and manage what is sold: vendors, and administrators acting for them. */
export const SELLERS = ['vendor', 'admin'] as const;
