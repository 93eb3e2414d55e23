import { Model, type RelationMappings } from 'objection';
import { BlockchainContract } from './blockchain-contract.model.ts';
import { BlockchainTransaction } from './blockchain-transaction.model.ts';
import { BaseModel } from '../platform/database/base-model.ts';

/** A network of the simulated blockchain. */
export class BlockchainNetwork extends BaseModel {
  static override tableName = 'blockchain_networks';

  id!: string;
  name!: string;
  chainId!: number;
  status!: string;
  currencySymbol!: string;
  currencyDecimals!: number;
  blockTimeMs!: number;
  gasPriceWei!: string;
  isTestnet!: boolean;

  contracts?: BlockchainContract[];
  transactions?: BlockchainTransaction[];

  static override relationMappings = (): RelationMappings => ({
    contracts: {
      relation: Model.HasManyRelation,
      modelClass: BlockchainContract,
      join: { from: 'blockchain_networks.id', to: 'blockchain_contracts.networkId' },
    },
    transactions: {
      relation: Model.HasManyRelation,
      modelClass: BlockchainTransaction,
      join: { from: 'blockchain_networks.id', to: 'blockchain_transactions.networkId' },
    },
  });
}
