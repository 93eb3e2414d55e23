import { BaseModel } from '../platform/database/base-model.ts';

/** A DeFi protocol of the simulated blockchain. */
export class BlockchainDefiProtocol extends BaseModel {
  static override tableName = 'blockchain_defi_protocols';

  id!: string;
  name!: string;
  protocol!: string;
  networkId!: string;
  tvlUsd!: string;
  apy!: string;
  tokens!: string[];
}
