import type {
  AcceptInvitationRequest,
  BankAccountChangeBody,
  CompanyRole,
  Me,
  PaymentPlan,
  UpdateCompanyRequest,
  UpdateMemberRequest,
} from '@rawex/api/contracts';
import { ok, RawexApiError, readAddress } from '@rawex/client';
import { api } from './client';
import { RESOURCES, useInvalidate } from './invalidate';
import { useRead, useReadPage } from './read';
import { useStartOver } from './session';

/** The company the signed-in user acts for, its members and invitations, their changes; approvals. */

/** Acting for another of one's companies: everything on screen was the other's, so all is read anew. */
export function useActFor() {
  const startOver = useStartOver();
  return async (companyId: string) => {
    const { data: me } = await ok(
      api.POST('/api/companies/{id}/act', { params: { path: { id: companyId } } }),
    );
    await startOver(me);
    return me;
  };
}

export function useCompany() {
  const { data, error } = useRead(readAddress('/api/company'));
  return { company: data, error };
}

/**
 * Where a member's orders ship unless they change it: the firm's shipping addresses (the first
 * first), else their own location.
 */
export function useShippingAddresses(me: Pick<Me, 'location'> | null | undefined) {
  const { data: company } = useRead(me ? readAddress('/api/company') : null);
  const addresses = company?.shippingAddresses ?? [];
  return { addresses, defaultAddress: addresses[0]?.address ?? me?.location ?? '' };
}

export function useMembers(canSee: boolean) {
  const { data, error } = useRead(canSee ? readAddress('/api/company/members') : null);
  return { members: data, error };
}

export function useInvitations(canSee: boolean) {
  const { data, error } = useRead(canSee ? readAddress('/api/company/invitations') : null);
  return { invitations: data, error };
}

export function useCompanyActions() {
  const invalidate = useInvalidate();
  const reload = () => invalidate(RESOURCES.company);
  return {
    async update(changes: UpdateCompanyRequest) {
      await ok(api.PATCH('/api/company', { body: changes }));
      await reload();
    },
    async updateMember(userId: string, changes: UpdateMemberRequest) {
      await ok(api.PATCH('/api/company/members/{userId}', { params: { path: { userId } }, body: changes }));
      await reload();
    },
    async removeMember(userId: string) {
      await ok(api.DELETE('/api/company/members/{userId}', { params: { path: { userId } } }));
      await reload();
    },
    async invite(email: string, role: CompanyRole) {
      await ok(api.POST('/api/company/invitations', { body: { email, role } }));
      await reload();
    },
    async revokeInvitation(id: number) {
      await ok(api.DELETE('/api/company/invitations/{id}', { params: { path: { id } } }));
      await reload();
    },
  };
}

/** A supplier's default payment plan and bank account; `bankAccount` null while none is recorded. */
/** The terms a supplier's orders are placed on unless a quote says otherwise. */
export function useDefaultPaymentPlan() {
  return useRead(readAddress('/api/company/payment-plan'));
}

/** Where the firm is paid: a supplier by its buyers, a buying firm its refunds. Null: none recorded. */
export function useBankAccount() {
  // The account in the firm's own currency.
  const account = useRead(readAddress('/api/company/bank-account', { query: {} }), {
    shouldRetryOnError: false,
  });
  const noAccount = account.error instanceof RawexApiError && account.error.status === 404;
  return {
    bankAccount: noAccount ? null : account.data,
    bankAccountError: noAccount ? undefined : account.error,
  };
}

export function usePaymentSettings() {
  const plan = useDefaultPaymentPlan();
  return { plan: plan.data, planError: plan.error, ...useBankAccount() };
}

export function usePaymentSettingsActions() {
  const invalidate = useInvalidate();
  return {
    async savePlan(plan: PaymentPlan) {
      await ok(api.PUT('/api/company/payment-plan', { body: plan }));
      await invalidate(RESOURCES.paymentPlan);
    },
    async saveBankAccount(change: BankAccountChangeBody) {
      await ok(api.PUT('/api/company/bank-account', { body: change }));
      await invalidate(RESOURCES.bankAccount);
    },
    async cancelBankAccountChange() {
      await ok(api.POST('/api/company/bank-account/cancel-change', {}));
      await invalidate(RESOURCES.bankAccount);
    },
  };
}

export function useInvitationPreview(token: string) {
  const { data, error } = useRead(
    token ? readAddress('/api/invitations/preview', { query: { token } }) : null,
  );
  return { preview: data, error };
}

/** Accepts an invitation; the session then acts for the company, so all is read anew. */
export function useAcceptInvitation() {
  const startOver = useStartOver();
  return async (acceptance: AcceptInvitationRequest) => {
    const { data: me } = await ok(api.POST('/api/invitations/accept', { body: acceptance }));
    await startOver(me);
    return me;
  };
}

export function useApprovals(status: 'pending' | 'approved' | 'rejected' | undefined) {
  const { data, error } = useReadPage(
    readAddress('/api/approvals', { query: { limit: 50, ...(status ? { status } : {}) } }),
  );
  return { approvals: data, error };
}

export function useApprovalActions() {
  const invalidate = useInvalidate();
  const reload = () => invalidate(RESOURCES.approvals, RESOURCES.orders);
  return {
    async approve(id: number) {
      try {
        await ok(api.POST('/api/approvals/{id}/approve', { params: { path: { id } } }));
      } finally {
        // A changed price holds the request at the new one: it shows either way.
        await reload();
      }
    },
    async reject(id: number, reason: string) {
      await ok(api.POST('/api/approvals/{id}/reject', { params: { path: { id } }, body: { reason } }));
      await reload();
    },
  };
}
