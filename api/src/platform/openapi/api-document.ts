import { apiRoutes } from '../../api-routes.ts';
import { buildOpenApiDocument } from './document.ts';

/** The OpenAPI document the API serves at /api/openapi.json, built without a server. */
export const apiDocument = () => buildOpenApiDocument(apiRoutes);
