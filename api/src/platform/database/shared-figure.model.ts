import { BaseModel } from './base-model.ts';

/** Costly figures computed once for everyone, and when. */
export class SharedFigure extends BaseModel {
  static override tableName = 'shared_figures';
  static override idColumn = 'name';
  static override jsonAttributes = ['body'];

  name!: string;
  body!: unknown;
  computedAt!: Date;
}
