import {
  certificationListSchema,
  certificationPathSchema,
  certificationSchema,
  createCertificationBodySchema,
  renameCertificationBodySchema,
} from './product-attributes.contract.ts';
import { defineRoute } from '../platform/http/route.ts';
import { createCertification, listCertifications, renameCertification } from './certifications.service.ts';

const tag = 'Catalogue';

export const certificationRoutes = [
  defineRoute({
    method: 'get',
    path: '/certifications',
    reads: 'replica',
    operationId: 'listCertifications',
    summary: 'The certifications a product may claim (organic, fairtrade, fsc …), by name',
    tag,
    access: 'public',
    permission: 'read:products',
    responses: { 200: { description: 'Every certification.', schema: certificationListSchema } },
    async handler(ctx, _input, { db }) {
      ctx.body = await listCertifications(db.knex);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/certifications',
    operationId: 'createCertification',
    summary: 'Add a certification products may claim (admins)',
    tag,
    access: ['admin'],
    permission: 'admin:all',
    body: { type: 'json', schema: createCertificationBodySchema },
    responses: { 201: { description: 'The certification.', schema: certificationSchema } },
    errors: { 409: 'A certification with this code already exists.' },
    async handler(ctx, { body }, { db }) {
      ctx.status = 201;
      ctx.body = await createCertification(db.knex, body);
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/certifications/:code',
    operationId: 'renameCertification',
    summary: 'Rename a certification (admins); its code, which products hold, stays',
    tag,
    access: ['admin'],
    permission: 'admin:all',
    params: certificationPathSchema,
    body: { type: 'json', schema: renameCertificationBodySchema },
    responses: { 200: { description: 'The certification.', schema: certificationSchema } },
    errors: { 404: 'No certification has this code.' },
    async handler(ctx, { params, body }, { db }) {
      ctx.body = await renameCertification(db.knex, params.code, body.name);
    },
  }),
];
