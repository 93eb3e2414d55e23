import type { Me } from '@rawex/api/contracts';
import useSWR, { useSWRConfig } from 'swr';
import { ok, RawexApiError, readAddress, type AnswerOf, type Schemas } from '@rawex/client';
import { api, fetcher } from './client';

const ME = readAddress('/api/auth/me');

/** The signed-in user, or null when signed out (the API's 401 is an answer here, not a failure). */
async function fetchMe(address: typeof ME): Promise<AnswerOf<typeof ME> | null> {
  try {
    return (await fetcher(address)) as AnswerOf<typeof ME>;
  } catch (error) {
    if (error instanceof RawexApiError && error.status === 401) return null;
    throw error;
  }
}

export function useSession() {
  const { data, error, isLoading, mutate } = useSWR<Me | null, Error>(ME, fetchMe);
  return { user: data, error, isLoading, reload: mutate };
}

export type SignUp = Schemas['RegisterRequest'];

/** Sign-in, sign-up and sign-out; each replaces the session and forgets the previous user's data. */
export function useAccount() {
  const { mutate } = useSWRConfig();
  const startOver = async (me: Me | null) => {
    // Everything cached belonged to the previous user (cart, orders, dashboard): drop it.
    await mutate((key) => key !== ME, undefined, { revalidate: false });
    await mutate(ME, me, { revalidate: false });
  };
  return {
    async signIn(credentials: Schemas['LoginRequest']): Promise<Me> {
      const { data: me } = await ok(api.POST('/api/auth/login', { body: credentials }));
      await startOver(me);
      return me;
    },
    async signUp(account: SignUp): Promise<Me> {
      const { data: me } = await ok(api.POST('/api/auth/register', { body: account }));
      await startOver(me);
      return me;
    },
    async signOut() {
      await api.POST('/api/auth/logout');
      await startOver(null);
    },
  };
}

/** What a user changes of their own account: the public contact email. */
export function useProfileEditor() {
  const { mutate } = useSWRConfig();
  return async (changes: Schemas['UpdateMeRequest']): Promise<Me> => {
    const { data: me } = await ok(api.PATCH('/api/auth/me', { body: changes }));
    await mutate(ME, me, { revalidate: false });
    return me;
  };
}

/** How the header names a user: their name, else their company, else their email. */
export function displayName(me: Pick<Me, 'firstName' | 'lastName' | 'companyName' | 'email'>): string {
  const name = [me.firstName, me.lastName].filter(Boolean).join(' ');
  return name || me.companyName || me.email;
}
