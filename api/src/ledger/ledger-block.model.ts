import { BaseModel } from '../platform/database/base-model.ts';

/** A block the simulated ledger produced on a network. */
export class LedgerBlock extends BaseModel {
  static override tableName = 'ledger_blocks';
  static override idColumn = ['networkId', 'number'];

  networkId!: string;
  number!: number;
  producedAt!: Date;
}
