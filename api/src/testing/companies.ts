import type { Me } from '../accounts/users.contract.ts';
import { Category, Product } from '../models.ts';
import { signUp, TEST_PASSWORD, type SignedIn } from './accounts.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';
import { startTestApi, type TestApi } from './test-api.ts';

/** Where the emails' links of a mailed test API point. */
export const MAILED_SITE = 'https://market.rawex.test';

/** A test API with its job worker, sending its emails to an SMTP inbox of its own. */
export async function startMailedTestApi(): Promise<{ api: TestApi; inbox: SmtpInbox }> {
  const inbox = await startSmtpInbox();
  const api = await startTestApi({
    worker: true,
    events: { mail: { from: 'RawEx <hello@rawex.test>', smtpUrl: inbox.url }, publicUrl: MAILED_SITE },
  });
  return { api, inbox };
}

/**
 * A buying company's owner and a verified supplier selling green coffee at $4.20/kg (from 1 kg,
 * 100 t in stock), in a category of their own named by `slug`.
 */
export async function seedCoffeeTrade(api: TestApi, slug: string) {
  const owner = await signUp(api, 'buyer', { companyName: 'Hamburg Roasters GmbH' });
  const vendor = await signUp(api, 'vendor', { companyName: 'Andes Coffee' });
  await api.db.knex('users').where({ id: vendor.user.id }).update({ isVerified: true });
  const category = await Category.query(api.db.knex).insertAndFetch({ name: 'Coffee', slug });
  const product = await Product.query(api.db.knex).insertAndFetch({
    vendorId: vendor.user.id,
    categoryId: category.id,
    name: 'Arabica coffee, green',
    price: '4.20',
    unit: 'kg',
    minimumOrder: 1,
    availableQuantity: 100_000,
    images: ['https://example.com/coffee.jpg'],
  });
  return { owner, vendor, category, product };
}

/**
 * A second product of the supplier, washed arabica at 3.90 a kg (from 1 kg, 100 t in stock) in
 * the same category, priced in `currency`, or in the supplier's firm's when none is given.
 */
export async function washedArabica(
  api: TestApi,
  { vendor, category }: { vendor: SignedIn; category: Pick<Category, 'id'> },
  currency?: string,
) {
  return Product.query(api.db.knex).insertAndFetch({
    vendorId: vendor.user.id,
    categoryId: category.id,
    name: 'Arabica coffee, washed',
    price: '3.90',
    ...(currency ? { currency } : {}),
    unit: 'kg',
    minimumOrder: 1,
    availableQuantity: 100_000,
    images: ['https://example.com/coffee.jpg'],
  });
}

/** The token of the latest invitation emailed to `email`. */
export async function invitationToken(inbox: SmtpInbox, email: string): Promise<string> {
  const [mail] = await inbox.waitFor(
    (received) => (received.subject ?? '').startsWith('Join ') && JSON.stringify(received.to).includes(email),
  );
  const link = new RegExp(`${MAILED_SITE}/invitations/accept\\?token=(\\S+)`).exec(mail!.text ?? '');
  if (!link) throw new Error(`no invitation link in the email to ${email}: ${mail!.text}`);
  return decodeURIComponent(link[1]!);
}

/**
 * A new person who joins the inviter's company with `role` by the emailed link, making their
 * account there: signed in, acting for the company.
 */
export async function joinByInvitation(
  api: TestApi,
  inbox: SmtpInbox,
  inviter: SignedIn,
  role: string,
  firstName = 'Pat',
): Promise<SignedIn> {
  const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`;
  const invited = await inviter.client.post('/api/company/invitations', { email, role });
  if (invited.status !== 201) throw new Error(`invitation failed: ${invited.status} ${invited.text}`);
  const client = api.client();
  const accepted = await client.post<Me>('/api/invitations/accept', {
    token: await invitationToken(inbox, email),
    password: TEST_PASSWORD,
    firstName,
    lastName: role,
  });
  if (accepted.status !== 200) throw new Error(`accepting failed: ${accepted.status} ${accepted.text}`);
  return { client, user: accepted.body };
}

/** The operator's collection account as the README tells an operator to set it: by environment. */
export const PROTECTION_ENVIRONMENT = {
  RAWEX_PROTECTION_IBAN: 'DE89370400440532013000',
  RAWEX_PROTECTION_BIC: 'COBADEFFXXX',
  RAWEX_PROTECTION_HOLDER: 'RawEx Protection c/o Partner Bank',
};
