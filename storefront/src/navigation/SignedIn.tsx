import type { CompanyRole, Me } from '@rawex/api/contracts';
import { ButtonLink, EmptyState } from '@rawex/ui-kit';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../data/session';
import { signInAddress } from './next-path';
import { PageLoading } from '../loading/PageLoading';
import { useServerResponse } from '../server-rendering/server-render';

export interface SignedInProps {
  /** `vendor`: the page is a supplier's (admins may look too); `admin`: an administrator's. */
  role?: 'vendor' | 'admin';
  /** The roles in their company that may use the page (`MEMBERS_WHO`); any when absent. */
  companyRoles?: readonly CompanyRole[];
  children: (user: Me) => ReactNode;
}

/** Renders a page for the signed-in user; anyone else is sent to /signin and brought back afterwards. */
export function SignedIn({ role, companyRoles, children }: SignedInProps) {
  const { user, error } = useSession();
  const location = useLocation();
  const signIn = signInAddress(`${location.pathname}${location.search}`);
  // On the server the visitor is sent there by the response itself.
  const onServer = useServerResponse(user === null ? { status: 302, location: signIn } : {});
  if (error) {
    return (
      <EmptyState
        role="alert"
        title="Something went wrong"
        description="We could not check who you are. Please reload the page."
      />
    );
  }
  if (user === undefined) return <PageLoading />;
  if (user === null) return onServer ? null : <Navigate replace to={signIn} />;
  if (role === 'vendor' && user.role === 'buyer') {
    return (
      <EmptyState
        title="This page is for suppliers"
        description="You are signed in as a buyer. Join as a supplier to sell on RawEx."
        actions={<ButtonLink href="/join?role=vendor">Join as a supplier</ButtonLink>}
      />
    );
  }
  if (role === 'admin' && user.role !== 'admin') {
    return (
      <EmptyState
        title="This page is for administrators"
        description="Your account cannot manage the marketplace."
        actions={<ButtonLink href="/">Back to Home</ButtonLink>}
      />
    );
  }
  if (companyRoles && !companyRoles.includes(user.companyRole)) {
    return (
      <EmptyState
        title="Not for your role"
        description={`In the company you act for you are ${user.companyRole}; this page is for ${companyRoles.join(', ')}. Ask an owner of your company, or switch company in the header.`}
        actions={<ButtonLink href="/company">Your company</ButtonLink>}
      />
    );
  }
  return <>{children(user)}</>;
}
