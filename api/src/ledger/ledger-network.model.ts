import { Model, type RelationMappings } from 'objection';
import { LedgerContract } from './ledger-contract.model.ts';
import { LedgerTransaction } from './ledger-transaction.model.ts';
import { BaseModel } from '../platform/database/base-model.ts';

/** A network of the simulated ledger. */
export class LedgerNetwork extends BaseModel {
  static override tableName = 'ledger_networks';

  id!: string;
  name!: string;
  chainId!: number;
  status!: string;
  currencySymbol!: string;
  currencyDecimals!: number;
  blockTimeMs!: number;
  gasPriceWei!: string;
  isTestnet!: boolean;

  contracts?: LedgerContract[];
  transactions?: LedgerTransaction[];

  static override relationMappings = (): RelationMappings => ({
    contracts: {
      relation: Model.HasManyRelation,
      modelClass: LedgerContract,
      join: { from: 'ledger_networks.id', to: 'ledger_contracts.networkId' },
    },
    transactions: {
      relation: Model.HasManyRelation,
      modelClass: LedgerTransaction,
      join: { from: 'ledger_networks.id', to: 'ledger_transactions.networkId' },
    },
  });
}
