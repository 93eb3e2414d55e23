import { BaseModel } from '../platform/database/base-model.ts';

/** A contract deployed on the simulated blockchain. */
export class BlockchainContract extends BaseModel {
  static override tableName = 'blockchain_contracts';
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
