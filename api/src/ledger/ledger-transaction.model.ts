import { BaseModel } from '../platform/database/base-model.ts';

/** A transaction on the simulated ledger. */
export class LedgerTransaction extends BaseModel {
  static override tableName = 'ledger_transactions';

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
