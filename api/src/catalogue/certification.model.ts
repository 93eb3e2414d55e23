import { BaseModel } from '../platform/database/base-model.ts';

/** A certification products may claim: the vocabulary buyers filter by. */
export class Certification extends BaseModel {
  static override tableName = 'certifications';
  static override idColumn = 'code';

  code!: string;
  name!: string;
  createdAt!: Date;
}
