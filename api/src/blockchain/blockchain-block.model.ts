import { BaseModel } from '../platform/database/base-model.ts';

/** A block the simulated blockchain produced on a network. */
export class BlockchainBlock extends BaseModel {
  static override tableName = 'blockchain_blocks';
  static override idColumn = ['networkId', 'number'];

  networkId!: string;
  number!: number;
  producedAt!: Date;
}
