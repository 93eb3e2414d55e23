import type { ConstraintMessages } from '../platform/errors/index.ts';

/** What each named constraint of the companies' tables means to a person. */
export const constraintMessages: ConstraintMessages = {
  companies_kind_valid: {
    field: 'kind',
    message: 'A company buys or supplies: its kind is buyer or supplier.',
  },
  companies_id_kind_unique: { field: 'id', message: 'A company has one kind.' },
  companies_legal_name_length: { field: 'legalName', message: 'The legal name must be 1 to 200 characters.' },
  companies_registration_number_length: {
    field: 'registrationNumber',
    message: 'The registration number must be 1 to 60 characters.',
  },
  companies_tax_id_length: { field: 'taxId', message: 'The tax id must be 2 to 30 characters.' },
  companies_country_format: { field: 'country', message: 'The country must be an ISO 3166-1 alpha-2 code.' },
  companies_billing_address_length: {
    field: 'billingAddress',
    message: 'The billing address must be 1 to 500 characters.',
  },
  companies_order_approval_threshold_positive: {
    field: 'orderApprovalThreshold',
    message: 'The approval threshold must be more than 0.',
  },
  company_members_role_valid: {
    field: 'role',
    message:
      'A buying company’s roles are owner, admin, purchaser, approver and viewer; a supplier’s owner, admin, sales, catalogue and fulfilment.',
  },
  company_members_monthly_limit_positive: {
    field: 'monthlyLimit',
    message: 'A monthly limit must be more than 0.',
  },
  company_addresses_label_unique: {
    field: 'shippingAddresses',
    message: 'Two addresses have the same label.',
  },
  company_addresses_label_length: {
    field: 'shippingAddresses',
    message: 'A label must be 1 to 60 characters.',
  },
  company_addresses_address_length: {
    field: 'shippingAddresses',
    message: 'An address must be 1 to 500 characters.',
  },
  company_invitations_email_format: { field: 'email', message: 'The email address is not valid.' },
  company_invitations_role_not_owner: {
    field: 'role',
    message: 'An owner is made from a member, not invited: invite them as admin first.',
  },
};
