import type {
  LoginRequest,
  Me,
  MySummary,
  RegisterRequest,
  SecondStepDue,
  UpdateMeRequest,
} from '@rawex/api/contracts';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { ok, RawexApiError, readAddress, type AnswerOf } from '@rawex/client';
import { api, fetcher } from './client';

/** Who is signed in, with what waits for them: every page's frame is made of this one read. */
export const SUMMARY = readAddress('/api/auth/me/summary');

/** How often the header asks whether something came (a notification, a message). */
const SUMMARY_REFRESH_MS = 10_000;

/** The signed-in user's summary, or null when signed out (the API's 401 is an answer here, not a failure). */
async function fetchSummary(address: typeof SUMMARY): Promise<AnswerOf<typeof SUMMARY> | null> {
  try {
    return (await fetcher(address)) as AnswerOf<typeof SUMMARY>;
  } catch (error) {
    if (error instanceof RawexApiError && error.status === 401) return null;
    throw error;
  }
}

const useSummary = (config?: SWRConfiguration) =>
  useSWR<MySummary | null, Error>(SUMMARY, fetchSummary, config);

/**
 * The signed-in user: undefined while asked (a catalogue page leaves it to the browser), null when
 * signed out. `known()` answers once it is known: what a button does waits for it.
 */
export function useSession() {
  const { data, error, isLoading, mutate } = useSummary();
  const user = data === undefined ? undefined : (data?.user ?? null);
  const known = async (): Promise<Me | null> =>
    user !== undefined ? user : ((await mutate())?.user ?? null);
  return { user, known, error, isLoading, reload: mutate };
}

/**
 * What waits for the signed-in user (their cart's lines, unread notifications and messages), asked
 * again every 10 seconds while shown; undefined when signed out.
 */
export function useWaiting(): MySummary['counts'] | undefined {
  return useSummary({ refreshInterval: SUMMARY_REFRESH_MS }).data?.counts;
}

/** The companies the signed-in user belongs to, the one acted for marked; undefined when signed out. */
export function useMyCompanies(): MySummary['companies'] | undefined {
  return useSummary().data?.companies;
}

/** Asks again for what waits for the user, after a change to it (the cart, a message read). */
export function useRefreshWaiting() {
  const { mutate } = useSWRConfig();
  return () => mutate(SUMMARY);
}

export type SignUp = RegisterRequest;

/**
 * Forgets what was read for whoever the session was (another user, or the same acting for another
 * company) and asks for the new one's summary.
 */
export function useStartOver() {
  const { mutate } = useSWRConfig();
  return async (me: Me | null) => {
    // Everything cached belonged to the previous user or company (cart, orders, dashboard): drop it.
    await mutate((key) => key !== SUMMARY, undefined, { revalidate: false });
    // Signed in, the new user's summary is asked for (what waits for them), signed out it is nobody's.
    await (me ? mutate(SUMMARY) : mutate(SUMMARY, null, { revalidate: false }));
  };
}

/** Sign-in, sign-up and sign-out; each replaces the session and forgets the previous user's data. */
export function useAccount() {
  const startOver = useStartOver();
  return {
    /** Signs in, or answers that a second step is due (`useSecondStep` takes it). */
    async signIn(credentials: LoginRequest): Promise<Me | SecondStepDue> {
      const { data: answer } = await ok(api.POST('/api/auth/login', { body: credentials }));
      if ('secondStep' in answer) return answer;
      await startOver(answer);
      return answer;
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
  return async (changes: UpdateMeRequest): Promise<Me> => {
    const { data: me } = await ok(api.PATCH('/api/auth/me', { body: changes }));
    await mutate(SUMMARY, (summary?: MySummary | null) => summary && { ...summary, user: me }, {
      revalidate: false,
    });
    return me;
  };
}

/** How the header names a user: their name, else their company, else their email. */
export function displayName(me: Pick<Me, 'firstName' | 'lastName' | 'companyName' | 'email'>): string {
  const name = [me.firstName, me.lastName].filter(Boolean).join(' ');
  return name || me.companyName || me.email;
}
