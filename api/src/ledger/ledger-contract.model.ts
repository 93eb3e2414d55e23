import { BaseModel } from '../platform/database/base-model.ts';

/** A contract deployed on the simulated ledger. */
export class LedgerContract extends BaseModel {
  static override tableName = 'ledger_contracts';
  static override jsonAttributes = ['parameters'];

  id!: number;
  networkId!: string;
  name!: string;
  address!: string;
  status!: string;
  creatorId!: string | null;
  parameters!: unknown;
  gasUsed!: number | null;
  blockNumber!: number | null;
  createdAt!: Date;
}
