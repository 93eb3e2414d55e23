import { BaseModel } from './base-model.ts';

export class Session extends BaseModel {
  static override tableName = 'sessions';
  static override idColumn = 'sid';
  static override jsonAttributes = ['sess'];

  sid!: string;
  sess!: Record<string, unknown>;
  expire!: Date;
}
