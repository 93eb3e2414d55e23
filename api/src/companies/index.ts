// What other domains may use of companies.
export {
  COMPANY_NAME_SQL,
  companiesWithFounders,
  companyNameOf,
  membershipsQuery,
} from './companies.service.ts';
export { Company } from './company.model.ts';
export { CompanyAddress } from './company-address.model.ts';
export { CompanyInvitation } from './company-invitation.model.ts';
export { CompanyMember } from './company-member.model.ts';
export { addCompanyMember } from './members.service.ts';
