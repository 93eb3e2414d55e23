import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiKey,
  CheckoutResult,
  Company,
  CompanyMember,
  Invitation,
  InvitationPreview,
  Me,
  Membership,
  Notification,
  Order,
  ProblemBody,
} from '../contracts.ts';
import { Product, type Category } from '../models.ts';
import {
  eventually,
  invitationToken,
  joinByInvitation,
  seedCoffeeTrade,
  signUp,
  startMailedTestApi,
  TEST_PASSWORD,
  type SignedIn,
  type SmtpInbox,
  type TestApi,
} from '../testing/index.ts';

describe('companies', () => {
  let api: TestApi;
  let inbox: SmtpInbox;
  let owner: SignedIn;
  let vendor: SignedIn;
  let category: Category;
  let product: Product;

  beforeAll(async () => {
    ({ api, inbox } = await startMailedTestApi());
    ({ owner, vendor, category, product } = await seedCoffeeTrade(api, 'coffee-companies'));
  });
  afterAll(async () => {
    await api?.close();
    await inbox?.close();
  });

  /** Invites `email` into the inviter's company with `role`, and answers the token its email carries. */
  const invite = async (inviter: SignedIn, email: string, role: string) => {
    const invited = await inviter.client.post<Invitation>('/api/company/invitations', { email, role });
    expect(invited.status, invited.text).toBe(201);
    return invitationToken(inbox, email);
  };

  const join = (inviter: SignedIn, role: string, firstName?: string) =>
    joinByInvitation(api, inbox, inviter, role, firstName);

  it('makes every account the owner of its own company, which keeps what it had', async () => {
    const me = (await owner.client.get<Me>('/api/auth/me')).body;
    expect(me).toMatchObject({ companyId: owner.user.id, companyRole: 'owner', role: 'buyer' });
    const companies = await owner.client.get<Membership[]>('/api/companies');
    expect(companies.body).toEqual([
      { companyId: owner.user.id, name: 'Hamburg Roasters GmbH', kind: 'buyer', role: 'owner', acting: true },
    ]);
    const company = await vendor.client.get<Company>('/api/company');
    expect(company.body).toMatchObject({ id: vendor.user.id, kind: 'supplier', name: 'Andes Coffee' });
  });

  describe('details', () => {
    it('keeps the legal details, checks an EU VAT number’s digits, and replaces the address book', async () => {
      const changed = await owner.client.patch<Company>('/api/company', {
        legalName: 'Hamburg Roasters GmbH & Co. KG',
        registrationNumber: 'HRA 123456',
        country: 'de',
        taxId: '136695976',
        billingAddress: 'Speicherstadt 1, 20457 Hamburg',
        shippingAddresses: [
          { label: 'Roastery', address: 'Am Sandtorkai 5, 20457 Hamburg' },
          { label: 'Warehouse', address: 'Waltershofer Damm 3, 21129 Hamburg' },
        ],
      });
      expect(changed.status, changed.text).toBe(200);
      expect(changed.body).toMatchObject({
        country: 'DE',
        // Given without its prefix by a German firm: read as a German VAT number.
        taxId: 'DE136695976',
        shippingAddresses: [
          expect.objectContaining({ label: 'Roastery' }),
          expect.objectContaining({ label: 'Warehouse' }),
        ],
      });
      const audit = await api.db
        .knex('auditEvents')
        .where({ action: 'company.updated', subjectId: owner.user.id })
        .first('actorId');
      expect(audit).toEqual({ actorId: owner.user.id });
    });

    it('renames the firm where its members, its products and the supplier directory read the name', async () => {
      const renamed = await vendor.client.patch<Company>('/api/company', { name: 'Andes Coffee Growers' });
      expect(renamed.status, renamed.text).toBe(200);
      expect(renamed.body.name).toBe('Andes Coffee Growers');
      const listed = await api.client().get<{ companyName: string }>(`/api/users/${vendor.user.id}`);
      expect(listed.body.companyName).toBe('Andes Coffee Growers');
      const shown = await api
        .client()
        .get<{ vendor: { companyName: string } }>(`/api/products/${product.id}`);
      expect(shown.body.vendor.companyName).toBe('Andes Coffee Growers');
      expect((await vendor.client.patch('/api/company', { name: 'Andes Coffee' })).status).toBe(200);
    });

    it.each([
      [{ taxId: 'DE136695977' }, 'taxId', 'is not a valid Germany VAT number'],
      [{ country: 'XX' }, 'country', 'ISO 3166-1 alpha-2'],
      [{ country: 'DEU' }, 'country', 'ISO 3166-1 alpha-2'],
      [{ orderApprovalThreshold: '0' }, 'orderApprovalThreshold', 'more than 0'],
      [
        {
          shippingAddresses: [
            { label: 'A', address: 'x' },
            { label: 'a', address: 'y' },
          ],
        },
        'shippingAddresses',
        'same label',
      ],
    ])('refuses %j, changing nothing', async (body, field, message) => {
      const before = (await owner.client.get<Company>('/api/company')).body;
      const refused = await owner.client.patch<ProblemBody>('/api/company', body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ field, message: expect.stringContaining(message) }),
      ]);
      expect((await owner.client.get<Company>('/api/company')).body).toEqual(before);
    });
  });

  describe('invitations', () => {
    it('joins by the emailed link once, making the account, and the session acts for the company', async () => {
      const email = `new-purchaser-${Date.now()}@example.com`;
      const token = await invite(owner, email, 'purchaser');
      const preview = await api.client().get<InvitationPreview>(`/api/invitations/preview?token=${token}`);
      expect(preview.body).toMatchObject({
        companyName: 'Hamburg Roasters GmbH',
        role: 'purchaser',
        email,
        hasAccount: false,
      });

      const client = api.client();
      const missing = await client.post<ProblemBody>('/api/invitations/accept', { token });
      expect(missing.status).toBe(422);
      expect(missing.body.errors?.[0]?.field).toBe('password');

      const accepted = await client.post<Me>('/api/invitations/accept', {
        token,
        password: TEST_PASSWORD,
        firstName: 'Petra',
        lastName: 'Purchaser',
      });
      expect(accepted.status, accepted.text).toBe(200);
      expect(accepted.body).toMatchObject({
        email,
        emailVerified: true,
        companyId: owner.user.id,
        companyRole: 'purchaser',
        role: 'buyer',
      });
      const again = await api.client().post<ProblemBody>('/api/invitations/accept', {
        token,
        password: TEST_PASSWORD,
        firstName: 'Mallory',
        lastName: 'Again',
      });
      expect(again.status).toBe(410);
      expect(again.body.code).toBe('invitation_used');

      // Signing in again, they act for the company that invited them, as the answer says.
      const signedInAgain = await api
        .client()
        .post<Me>('/api/auth/login', { email, password: TEST_PASSWORD });
      expect(signedInAgain.body).toMatchObject({ companyId: owner.user.id, companyRole: 'purchaser' });

      const companies = (await client.get<Membership[]>('/api/companies')).body;
      expect(companies.map(({ companyId, role, acting }) => ({ companyId, role, acting }))).toEqual([
        { companyId: accepted.body.id, role: 'owner', acting: false },
        { companyId: owner.user.id, role: 'purchaser', acting: true },
      ]);
      const members = (await owner.client.get<CompanyMember[]>('/api/company/members')).body;
      expect(members.find((member) => member.email === email)).toMatchObject({
        role: 'purchaser',
        spentThisMonth: '0.00',
      });
    });

    it('lets an existing account join only signed in as the invited address', async () => {
      const existing = await signUp(api, 'buyer');
      const token = await invite(owner, existing.user.email, 'viewer');
      const stranger = await signUp(api, 'buyer');

      const anonymous = await api.client().post<ProblemBody>('/api/invitations/accept', {
        token,
        password: TEST_PASSWORD,
        firstName: 'Not',
        lastName: 'Them',
      });
      expect(anonymous.status).toBe(409);
      expect(anonymous.body.code).toBe('sign_in_to_accept');
      const wrong = await stranger.client.post<ProblemBody>('/api/invitations/accept', { token });
      expect(wrong.status).toBe(403);
      expect(wrong.body.code).toBe('invitation_for_another_address');

      const joined = await existing.client.post<Me>('/api/invitations/accept', { token });
      expect(joined.body).toMatchObject({ companyId: owner.user.id, companyRole: 'viewer' });
      // Back to their own company, and again.
      const own = await existing.client.post<Me>(`/api/companies/${existing.user.id}/act`);
      expect(own.body).toMatchObject({ companyId: existing.user.id, companyRole: 'owner' });
      const notTheirs = await existing.client.post<ProblemBody>(`/api/companies/${vendor.user.id}/act`);
      expect(notTheirs.status).toBe(404);
      expect((await existing.client.get<Me>('/api/auth/me')).body.companyId).toBe(existing.user.id);
    });

    it('refuses a forged, withdrawn or expired link, a role the company has not, and a member', async () => {
      const email = `withdrawn-${Date.now()}@example.com`;
      const token = await invite(owner, email, 'approver');
      const [payload, signature] = token.split('.') as [string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { i: number };
      const forged = `${Buffer.from(JSON.stringify({ ...claims, i: claims.i + 1 })).toString('base64url')}.${signature}`;
      const forgedAnswer = await api.client().get<ProblemBody>(`/api/invitations/preview?token=${forged}`);
      expect(forgedAnswer.status).toBe(422);

      const invitations = (await owner.client.get<Invitation[]>('/api/company/invitations')).body;
      const pending = invitations.find((invitation) => invitation.email === email)!;
      expect(pending.status).toBe('pending');
      expect((await owner.client.delete(`/api/company/invitations/${pending.id}`)).status).toBe(204);
      const withdrawn = await api.client().get<ProblemBody>(`/api/invitations/preview?token=${token}`);
      expect(withdrawn.status).toBe(410);
      expect(withdrawn.body.code).toBe('invitation_revoked');

      const late = await invite(owner, `late-${Date.now()}@example.com`, 'viewer');
      await api.db
        .knex('companyInvitations')
        .where({ id: JSON.parse(Buffer.from(late.split('.')[0]!, 'base64url').toString()).i })
        .update({ expiresAt: new Date(Date.now() - 1000) });
      const expired = await api.client().get<ProblemBody>(`/api/invitations/preview?token=${late}`);
      expect(expired.status).toBe(410);
      expect(expired.body.code).toBe('invitation_expired');

      for (const role of ['owner', 'sales']) {
        const refused = await owner.client.post<ProblemBody>('/api/company/invitations', { email, role });
        expect(refused.status).toBe(422);
      }
      const member = await owner.client.post<ProblemBody>('/api/company/invitations', {
        email: owner.user.email,
        role: 'viewer',
      });
      expect(member.status).toBe(409);
      expect(member.body.code).toBe('already_a_member');
    });
  });

  describe('roles', () => {
    it('lets a purchaser buy for the company and a viewer only look', async () => {
      const purchaser = await join(owner, 'purchaser');
      const viewer = await join(owner, 'viewer');
      await purchaser.client.post('/api/cart', { productId: product.id, quantity: 10 });
      const checkout = await purchaser.client.post<CheckoutResult>('/api/checkout', {
        shippingAddress: 'Am Sandtorkai 5, Hamburg',
        poNumber: 'PO-2026-0042',
      });
      expect(checkout.status, checkout.text).toBe(201);
      const [order] = checkout.body.orders;
      expect(order).toMatchObject({
        buyerId: owner.user.id,
        placedBy: purchaser.user.id,
        poNumber: 'PO-2026-0042',
        vendorId: vendor.user.id,
      });

      // The whole company sees its orders; the vendor sees the company as the buyer.
      for (const member of [owner, viewer]) {
        const orders = await member.client.get<Order[]>(`/api/orders?buyerId=${owner.user.id}`);
        expect(orders.body.map((listed) => listed.id)).toContain(order!.id);
      }
      expect((await vendor.client.get<Order>(`/api/orders/${order!.id}`)).body.buyerId).toBe(owner.user.id);

      await viewer.client.post('/api/cart', { productId: product.id, quantity: 10 });
      const refused = await viewer.client.post<ProblemBody>('/api/checkout', { shippingAddress: 'Hamburg' });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'forbidden_company_role', companyRole: 'viewer' });
      expect(refused.body.detail).toContain('this needs an owner or admin or purchaser');
      const members = (await owner.client.get<CompanyMember[]>('/api/company/members')).body;
      expect(members.find((member) => member.userId === purchaser.user.id)?.spentThisMonth).toBe('42.00');
    });

    it('lets a vendor’s sales member quote but not touch the products', async () => {
      const sales = await join(vendor, 'sales', 'Sam');
      const rfq = await owner.client.post<{ id: number }>('/api/rfqs', {
        title: 'Green arabica, 2 t',
        description: 'Washed, screen 16+.',
        categoryId: category.id,
        quantity: 2_000,
        unit: 'kg',
        incoterm: 'FOB',
        incotermPlace: 'Santos',
        destination: 'Hamburg',
        expiresAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
        vendorId: vendor.user.id,
      });
      expect(rfq.status, rfq.text).toBe(201);
      // Told of it as a member of the supplier whose role is to quote.
      const offered = await eventually(
        async () => (await sales.client.get<Notification[]>('/api/notifications')).body.map((n) => n.title),
        (titles) => titles.some((title) => title.endsWith('asks you for a quote')),
      );
      expect(offered).toHaveLength(1);
      const quoted = await sales.client.post<{ vendor: { id: string } }>(`/api/rfqs/${rfq.body.id}/quotes`, {
        productId: product.id,
        unitPrice: '4.00',
        quantity: 2_000,
        validUntil: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        leadTimeDays: 14,
        incoterm: 'FOB',
      });
      expect(quoted.status, quoted.text).toBe(201);
      expect(quoted.body.vendor.id).toBe(vendor.user.id);

      const edit = await sales.client.patch<ProblemBody>(`/api/products/${product.id}`, { price: '1.00' });
      expect(edit.status).toBe(403);
      expect(edit.body.code).toBe('forbidden_company_role');
      expect((await Product.query(api.db.knex).findById(product.id))?.price).toBe('4.20');
    });

    it('tells the other side of a message a member writes, not the member’s own company', async () => {
      const purchaser = await join(owner, 'purchaser', 'Mira');
      const opened = await purchaser.client.post<{ id: number }>('/api/conversations', {
        vendorId: vendor.user.id,
        productId: product.id,
        body: 'Can you send the moisture report?',
      });
      expect(opened.status, opened.text).toBe(201);
      const titlesOf = async (who: SignedIn) =>
        (await who.client.get<Notification[]>('/api/notifications')).body.map((notice) => notice.title);
      const toVendor = await eventually(
        () => titlesOf(vendor),
        (titles) => titles.some((title) => title.startsWith('Message from')),
      );
      expect(toVendor).toContain('Message from Hamburg Roasters GmbH about Arabica coffee, green');
      expect((await titlesOf(owner)).filter((title) => title.startsWith('Message from'))).toEqual([]);
    });

    it('keeps an owner: only owners make owners, the last cannot step down, the registering account stays', async () => {
      const admin = await join(owner, 'admin', 'Ada');
      const promote = await admin.client.patch<ProblemBody>(`/api/company/members/${admin.user.id}`, {
        role: 'owner',
      });
      expect(promote.status).toBe(403);
      expect(promote.body.code).toBe('owners_only');

      const stepDown = await owner.client.patch<ProblemBody>(`/api/company/members/${owner.user.id}`, {
        role: 'admin',
      });
      expect(stepDown.status).toBe(409);
      expect(stepDown.body.code).toBe('last_owner');

      const removeFounder = await owner.client.delete<ProblemBody>(`/api/company/members/${owner.user.id}`);
      expect(removeFounder.status).toBe(409);
      expect(removeFounder.body.code).toBe('registering_account');

      const limited = await owner.client.patch<CompanyMember>(`/api/company/members/${admin.user.id}`, {
        monthlyLimit: '2500',
      });
      expect(limited.body).toMatchObject({ role: 'admin', monthlyLimit: '2500.00' });
      const audited = await api.db
        .knex('auditEvents')
        .where({ action: 'company.member_changed', subjectId: owner.user.id })
        .orderBy('id', 'desc')
        .first('actorId', 'details');
      expect(audited).toEqual({
        actorId: owner.user.id,
        details: { userId: admin.user.id, monthlyLimit: '2500.00' },
      });
    });

    it('ends what a removed member could do for the company: their session, their keys, their invitations', async () => {
      const admin = await join(owner, 'admin');
      const invited = `invited-by-admin-${Date.now()}@example.com`;
      const token = await invite(admin, invited, 'viewer');
      expect((await owner.client.delete(`/api/company/members/${admin.user.id}`)).status).toBe(204);
      const ended = await api.client().get<ProblemBody>(`/api/invitations/preview?token=${token}`);
      expect([ended.status, ended.body.code]).toEqual([410, 'invitation_revoked']);

      const purchaser = await join(owner, 'purchaser');
      const key = await purchaser.client.post<ApiKey & { key: string }>('/api/keys', {
        name: 'ERP',
        permissions: ['read:orders'],
      });
      expect(key.status, key.text).toBe(201);
      const withKey = () =>
        api.client().get<Me>('/api/auth/me', { headers: { authorization: `Bearer ${key.body.key}` } });
      expect((await withKey()).body).toMatchObject({ companyId: owner.user.id, companyRole: 'purchaser' });

      expect((await owner.client.delete(`/api/company/members/${purchaser.user.id}`)).status).toBe(204);
      expect((await withKey()).status).toBe(401);
      const me = (await purchaser.client.get<Me>('/api/auth/me')).body;
      expect(me).toMatchObject({ companyId: purchaser.user.id, companyRole: 'owner' });
      const outsider = await purchaser.client.get<Order[]>(`/api/orders?buyerId=${owner.user.id}`);
      expect(outsider.status).toBe(403);
    });
  });
});
