/** The OpenAPI document the API serves at /api/openapi.json, built without a server. */
export { apiDocument } from './api-routes.ts';
