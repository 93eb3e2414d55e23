import { BaseModel } from '../platform/database/base-model.ts';

/** A transaction on the simulated blockchain. */
export class BlockchainTransaction extends BaseModel {
  static override tableName = 'blockchain_transactions';

  id!: number;
  networkId!: string;
  hash!: string;
  fromAddress!: string;
  toAddress!: string;
  valueWei!: string;
  gasPriceWei!: string;
  gasUsed!: number | null;
  status!: string;
  senderId!: string | null;
  blockNumber!: number | null;
  createdAt!: Date;
  confirmedAt!: Date | null;
}
