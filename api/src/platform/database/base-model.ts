import { Model } from 'objection';

/**
 * Column names are mapped by the knex instance (`knexSnakeCaseMappers`): camelCase here,
 * snake_case in SQL. JSON columns are listed per model in `jsonAttributes`; everything else
 * (text[] included) is sent to the driver as it is.
 */
export class BaseModel extends Model {
  static override jsonAttributes: string[] = [];
}
