// What other domains may use of companies.
export { isSellingFirm, poNumberRequirement, requiresPoNumber } from './companies.service.ts';
export { Company } from './company.model.ts';
export { CompanyAddress } from './company-address.model.ts';
export { CompanyInvitation } from './company-invitation.model.ts';
export { CompanyMember } from './company-member.model.ts';
export {
  addCompanyMember,
  leaveEveryFirm,
  membershipsOf,
  membersWithRoles,
  roleInFirm,
} from './members.service.ts';
