import { Model, type RelationMappings } from 'objection';
import { BaseModel } from '../platform/database/base-model.ts';
import type { CompanyKind } from '../platform/actor.ts';
import type { PaymentPlan } from '../payments/payment-values.contract.ts';
import { CompanyAddress } from './company-address.model.ts';
import { CompanyMember } from './company-member.model.ts';

/**
 * A firm: its id is that of the account that registered it, whose row also keeps the name it
 * trades under and its verification (what the catalogue shows of a supplier).
 */
export class Company extends BaseModel {
  static override tableName = 'companies';

  id!: string;
  kind!: CompanyKind;
  legalName!: string | null;
  registrationNumber!: string | null;
  taxId!: string | null;
  country!: string | null;
  billingAddress!: string | null;
  poNumberRequired!: boolean;
  currency!: string;
  orderApprovalThreshold!: string | null;
  /** How its orders are paid unless a quote says otherwise (a supplier's; payments writes it). */
  paymentPlan!: PaymentPlan;
  createdAt!: Date;
  updatedAt!: Date;

  members?: CompanyMember[];
  addresses?: CompanyAddress[];

  static override relationMappings = (): RelationMappings => ({
    members: {
      relation: Model.HasManyRelation,
      modelClass: CompanyMember,
      join: { from: 'companies.id', to: 'company_members.companyId' },
    },
    addresses: {
      relation: Model.HasManyRelation,
      modelClass: CompanyAddress,
      join: { from: 'companies.id', to: 'company_addresses.companyId' },
    },
  });
}
