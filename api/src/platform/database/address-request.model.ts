import { BaseModel } from './base-model.ts';

/** Requests from one address in one minute, against its limit. */
export class AddressRequest extends BaseModel {
  static override tableName = 'address_requests';
  static override idColumn = ['kind', 'address', 'minute'];

  kind!: string;
  address!: string;
  minute!: Date;
  requests!: number;
}
