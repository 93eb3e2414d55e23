import { BaseModel } from '../platform/database/base-model.ts';

/** A stored file, named by its content’s SHA-256, and who uploaded it. */
export class Upload extends BaseModel {
  static override tableName = 'uploads';

  id!: number;
  name!: string;
  userId!: string | null;
  bytes!: number;
  uploadedAt!: Date;
  /** Once attached to a record (evidence, a proof of payment), the hourly sweep keeps it. */
  attachedAt!: Date | null;
}
