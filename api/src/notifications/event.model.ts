import { BaseModel } from '../platform/database/base-model.ts';

/** Something that happened, recorded in the transaction that did it, for the dispatch job. */
export class Event extends BaseModel {
  static override tableName = 'events';
  static override jsonAttributes = ['data'];

  id!: string;
  type!: string;
  data!: unknown;
  createdAt!: Date;
}
