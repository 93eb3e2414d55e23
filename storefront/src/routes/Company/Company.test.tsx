import type { Company, CompanyMember, Invitation } from '@rawex/api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buyer, securityOf, signedInAs, vendor } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const company: Company = {
  id: buyer.id,
  kind: 'buyer',
  name: 'Hamburg Roasters GmbH',
  legalName: 'Hamburg Roasters GmbH & Co. KG',
  registrationNumber: 'HRA 123456',
  taxId: 'DE136695976',
  country: 'DE',
  billingAddress: 'Speicherstadt 1, Hamburg',
  currency: 'EUR',
  isVerified: false,
  poNumberRequired: true,
  orderApprovalThreshold: '20000.00',
  shippingAddresses: [{ id: 1, label: 'Roastery', address: 'Am Sandtorkai 5, Hamburg' }],
  createdAt: '2026-01-05T10:00:00.000Z',
};

const members: CompanyMember[] = [
  {
    userId: buyer.id,
    email: buyer.email,
    firstName: 'Bea',
    lastName: 'Buyer',
    role: 'owner',
    monthlyLimit: null,
    spentThisMonth: '0.00',
    joinedAt: '2026-01-05T10:00:00.000Z',
  },
  {
    userId: 'purchaser-1',
    email: 'petra@example.com',
    firstName: 'Petra',
    lastName: 'Purchaser',
    role: 'purchaser',
    monthlyLimit: '5000.00',
    spentThisMonth: '1260.00',
    joinedAt: '2026-02-01T10:00:00.000Z',
  },
];

const invitation: Invitation = {
  id: 3,
  email: 'arno@example.com',
  role: 'approver',
  status: 'pending',
  invitedBy: buyer.email,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
};

const companyHandlers = [
  // The bank account panel asks which second steps its owner has.
  securityOf(buyer),
  http.get('*/api/company', () => HttpResponse.json(company)),
  http.get('*/api/company/members', () => HttpResponse.json(members)),
  http.get('*/api/company/invitations', () => HttpResponse.json([invitation])),
  http.get('*/api/company/bank-account', () =>
    HttpResponse.json(
      { status: 404, code: 'bank_account_not_found', detail: 'Your firm has no bank account recorded yet.' },
      { status: 404, headers: { 'content-type': 'application/problem+json' } },
    ),
  ),
];

describe('/company', () => {
  it('shows its owner the details, members with their limits and spend, and the invitations', async () => {
    server.use(signedInAs(buyer), ...companyHandlers);
    renderRoute('/company');
    expect(await screen.findByRole('heading', { name: 'Hamburg Roasters GmbH' })).toBeInTheDocument();
    expect(screen.getByLabelText('VAT or tax id')).toHaveValue('DE136695976');
    const petra = await screen.findByRole('article', { name: 'Petra Purchaser' });
    expect(within(petra).getByText('€5,000.00')).toBeInTheDocument();
    expect(within(petra).getByText('€1,260.00')).toBeInTheDocument();
    expect(within(petra).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    // The account that registered the company cannot leave it.
    const owner = screen.getByRole('article', { name: 'Bea Buyer (you)' });
    expect(within(owner).queryByRole('button', { name: 'Leave' })).toBeNull();
    const invitations = screen.getByRole('region', { name: 'Invitations' });
    expect(await within(invitations).findByRole('article', { name: 'arno@example.com' })).toBeInTheDocument();
    // A buying firm records where its refunds are paid; it has no payment terms of its own.
    const refunds = screen.getByRole('region', { name: 'Bank account for refunds' });
    expect(await within(refunds).findByLabelText('IBAN')).toHaveValue('');
    // No authenticator app: no field for its code (a passkey, if any, is asked for on saving).
    expect(within(refunds).queryByLabelText(/^Code from your authenticator app/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Payment terms' })).toBeNull();
  });

  it('sends an invitation with the role chosen', async () => {
    let sent: unknown;
    server.use(
      signedInAs(buyer),
      ...companyHandlers,
      http.post('*/api/company/invitations', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...invitation, id: 4, email: 'new@example.com' }, { status: 201 });
      }),
    );
    renderRoute('/company');
    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    await userEvent.type(within(invitations).getByLabelText('Email'), 'new@example.com');
    await userEvent.click(within(invitations).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('new@example.com gets a link for 7 days.')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'new@example.com', role: 'purchaser' });
  });

  it('shows a viewer the company without anything to change', async () => {
    server.use(signedInAs({ ...buyer, id: 'viewer-1', companyRole: 'viewer' }), ...companyHandlers);
    renderRoute('/company');
    expect(await screen.findByRole('heading', { name: 'Hamburg Roasters GmbH' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save details' })).toBeNull();
    expect(screen.getByLabelText('Legal name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(await screen.findByRole('article', { name: 'Petra Purchaser' })).toBeInTheDocument();
  });

  it('lets a supplier’s owner set its default terms, and its bank account with a code from their app', async () => {
    const sellingFirm: Company = {
      ...company,
      id: vendor.id,
      kind: 'supplier',
      name: 'Volta Cocoa',
      isVerified: true,
    };
    let savedPlan: Record<string, unknown> | undefined;
    let savedAccount: unknown;
    server.use(
      signedInAs(vendor),
      securityOf(vendor, { totp: true, recoveryCodesLeft: 10 }),
      http.get('*/api/company', () => HttpResponse.json(sellingFirm)),
      http.get('*/api/company/members', () => HttpResponse.json([{ ...members[0]!, userId: vendor.id }])),
      http.get('*/api/company/invitations', () => HttpResponse.json([])),
      http.get('*/api/company/payment-plan', () =>
        HttpResponse.json({ kind: 'prepayment', invoiceAt: 'shipment' }),
      ),
      http.get('*/api/company/bank-account', () =>
        HttpResponse.json(
          {
            status: 404,
            code: 'bank_account_not_found',
            detail: 'Your firm has no bank account recorded yet.',
          },
          { status: 404 },
        ),
      ),
      http.post('*/api/auth/second-step/confirm/options', () =>
        HttpResponse.json({
          secondStep: {
            methods: ['totp', 'recovery_code'],
            expiresAt: '2026-12-04T10:05:00.000Z',
            passkeyOptions: null,
          },
        }),
      ),
      http.put('*/api/company/payment-plan', async ({ request }) => {
        savedPlan = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(savedPlan);
      }),
      http.put('*/api/company/bank-account', async ({ request }) => {
        const sent = (await request.json()) as Record<string, unknown>;
        if (!sent.code)
          return HttpResponse.json(
            {
              status: 403,
              code: 'second_step_not_recent',
              detail: 'Confirm it is you first.',
            },
            { status: 403, headers: { 'content-type': 'application/problem+json' } },
          );
        savedAccount = sent;
        const { code: _code, ...account } = sent;
        return HttpResponse.json({
          ...account,
          updatedAt: '2026-12-01T10:00:00.000Z',
          payoutsHeldUntil: null,
          previousAccount: null,
        });
      }),
    );
    renderRoute('/company');
    const terms = await screen.findByRole('region', { name: 'Payment terms' });
    await userEvent.click(await within(terms).findByRole('combobox', { name: 'Payment plan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Net terms' }));
    await userEvent.clear(within(terms).getByLabelText('Days to pay'));
    await userEvent.type(within(terms).getByLabelText('Days to pay'), '200');
    await userEvent.click(within(terms).getByRole('button', { name: 'Save terms' }));
    // The API's own rule, said on the field before anything is sent.
    expect(await within(terms).findByText('Days to pay must be at most 180 days')).toBeInTheDocument();
    expect(savedPlan).toBeUndefined();
    await userEvent.clear(within(terms).getByLabelText('Days to pay'));
    await userEvent.type(within(terms).getByLabelText('Days to pay'), '60');
    expect(within(terms).getByText('Documents will say: Net 60 days after invoice.')).toBeInTheDocument();
    await userEvent.click(within(terms).getByRole('button', { name: 'Save terms' }));
    await waitFor(() =>
      expect(savedPlan).toEqual({ kind: 'net', days: 60, from: 'invoice', invoiceAt: 'shipment' }),
    );
    // One toast shows at a time: this one is read and dismissed, so the next can show.
    expect(await screen.findByText(/^Orders placed from now on carry these terms/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    const account = screen.getByRole('region', { name: 'Bank account' });
    await userEvent.type(await within(account).findByLabelText('Account holder'), 'Volta Cocoa Ltd');
    await userEvent.type(within(account).getByLabelText('IBAN'), 'gb82 west 1234 5698 7654 32');
    await userEvent.type(within(account).getByLabelText('BIC'), 'NWBKGB2L');
    await userEvent.click(within(account).getByRole('button', { name: 'Save bank account' }));
    // Without a code, the second step is asked for (a passkey would answer there); given up, nothing is saved.
    const asked = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(await within(account).findByText('Confirm it is you first.')).toBeInTheDocument();
    expect(savedAccount).toBeUndefined();
    await userEvent.type(within(account).getByLabelText(/^Code from your authenticator app/), '492039');
    await userEvent.click(within(account).getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Bank account saved')).toBeInTheDocument();
    expect(savedAccount).toEqual({
      accountHolder: 'Volta Cocoa Ltd',
      iban: 'GB82WEST12345698765432',
      bic: 'NWBKGB2L',
      code: '492039',
    });
  });
});
