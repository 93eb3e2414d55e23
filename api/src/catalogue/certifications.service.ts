import type { Knex } from 'knex';
import type { Certification as CertificationBody } from './product-attributes.contract.ts';
import { invalidFields, notFound, type FieldError } from '../platform/errors/index.ts';

export async function listCertifications(db: Knex): Promise<CertificationBody[]> {
  return db('certifications').select('code', 'name').orderBy('name');
}

export async function createCertification(db: Knex, body: CertificationBody): Promise<CertificationBody> {
  const [created] = await db('certifications').insert(body).returning(['code', 'name']);
  return created as CertificationBody;
}

export async function renameCertification(db: Knex, code: string, name: string): Promise<CertificationBody> {
  const [renamed] = await db('certifications').where({ code }).update({ name }).returning(['code', 'name']);
  if (!renamed) throw notFound(`No certification has the code ${code}.`, 'certification_not_found');
  return renamed as CertificationBody;
}

/**
 * The problems of the certification lists of many products at once, by list: each code the
 * vocabulary lacks, at its place (`certifications.1`). One query, whatever the number of lists.
 */
export async function certificationProblems(
  db: Knex,
  lists: readonly (readonly string[] | undefined)[],
): Promise<FieldError[][]> {
  const named = [...new Set(lists.flatMap((codes) => codes ?? []))];
  const known = new Set<string>(
    named.length === 0 ? [] : await db('certifications').whereIn('code', named).pluck('code'),
  );
  return lists.map((codes) =>
    (codes ?? []).flatMap((code, index) =>
      known.has(code)
        ? []
        : [
            {
              field: `certifications.${index}`,
              message: `is not a known certification (${code}): see GET /api/certifications, or ask an administrator to add it`,
            },
          ],
    ),
  );
}

/** Refuses a product whose certifications the vocabulary does not hold (422, each at its place). */
export async function requireKnownCertifications(
  db: Knex,
  codes: readonly string[] | undefined,
): Promise<void> {
  const [problems = []] = await certificationProblems(db, [codes]);
  if (problems.length > 0) throw invalidFields(problems);
}
