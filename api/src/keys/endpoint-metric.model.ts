import { BaseModel } from '../platform/database/base-model.ts';

/** One operation’s requests, errors and time in one hour. */
export class EndpointMetric extends BaseModel {
  static override tableName = 'api_endpoint_metrics';
  static override idColumn = ['method', 'route', 'hour'];

  method!: string;
  route!: string;
  hour!: Date;
  requests!: number;
  errors!: number;
  totalMs!: number;
}
