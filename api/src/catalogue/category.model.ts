import { BaseModel } from '../platform/database/base-model.ts';

export class Category extends BaseModel {
  static override tableName = 'categories';

  id!: number;
  name!: string;
  slug!: string;
  icon!: string | null;
  description!: string | null;
  parentId!: number | null;

  parent?: Category | null;
  children?: Category[];
}
