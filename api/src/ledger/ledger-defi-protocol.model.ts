import { BaseModel } from '../platform/database/base-model.ts';

/** A DeFi protocol of the simulated ledger. */
export class LedgerDefiProtocol extends BaseModel {
  static override tableName = 'ledger_defi_protocols';

  id!: string;
  name!: string;
  protocol!: string;
  networkId!: string;
  tvlUsd!: string;
  apy!: string;
  tokens!: string[];
}
