import { BaseModel } from '../platform/database/base-model.ts';

/** A person’s data, prepared by a job and kept for a while to download. */
export class DataExport extends BaseModel {
  static override tableName = 'data_exports';

  id!: string;
  userId!: string;
  requestedAt!: Date;
  readyAt!: Date | null;
  fileKey!: string | null;
  bytes!: string | null;
  expiresAt!: Date;
}
