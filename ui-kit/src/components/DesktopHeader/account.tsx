import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../Button/Button';

export interface HeaderUser {
  /** How the header names the signed-in user: a name, a company or the email. */
  name: string;
}

export interface AccountLinksProps {
  /** The signed-in user; null when signed out; undefined while that is not known yet. */
  user: HeaderUser | null | undefined;
  onSignOut?: () => void;
  /** Where Sign in and Join lead: the app adds where to come back to afterwards. */
  signInHref?: string;
  joinHref?: string;
  /**
   * What stands for the signed-in person instead of their name: a company switcher, for a member
   * of several companies (it names the one acted for).
   */
  identity?: ReactNode;
  className?: string;
}

/** Sign in and Join, or who is signed in and Sign out. */
export function AccountLinks({
  user,
  onSignOut,
  signInHref = '/signin',
  joinHref = '/join',
  identity,
  className,
}: AccountLinksProps) {
  if (user === undefined) return null;
  if (user === null) {
    return (
      <>
        <ButtonLink tone="ghost" size="small" href={signInHref}>
          Sign in
        </ButtonLink>
        <ButtonLink size="small" href={joinHref}>
          Join
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      {identity ?? (
        <span className={className} title={user.name}>
          {user.name}
        </span>
      )}
      <Button tone="secondary" size="small" onClick={onSignOut}>
        Sign out
      </Button>
    </>
  );
}
