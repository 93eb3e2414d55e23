import type { Knex } from 'knex';
import type { z } from 'zod';
import { recordAudit } from '../audit/index.ts';
import { spentThisMonth } from './spending.ts';
import {
  COMPANY_ROLES_BY_KIND,
  MEMBERS_WHO,
  type AuthUser,
  type CompanyKind,
  type CompanyRole,
} from '../platform/actor.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import { AppError, invalidField, notFound } from '../platform/errors/index.ts';
import type { CompanyMember, updateMemberBodySchema } from './companies.contract.ts';
import { Company } from './company.model.ts';
import { CompanyMember as MemberRecord } from './company-member.model.ts';

/** Refuses (422) a role the company's kind has not: a purchaser in a selling firm, say. */
function requireRoleOf(kind: CompanyKind, role: CompanyRole): void {
  if (!(COMPANY_ROLES_BY_KIND[kind] as readonly string[]).includes(role)) {
    throw invalidField(
      'role',
      `must be one of a ${kind} company’s roles: ${COMPANY_ROLES_BY_KIND[kind].join(', ')}`,
    );
  }
}

const memberNotFound = () => notFound('Member not found in your company.', 'member_not_found');

const refused = (code: string, detail: string) =>
  new AppError({ status: 409, code, title: 'Conflict', detail });

/** The firm's members, owners first, with what each spent this month. */
export async function listMembers(db: Knex, actor: AuthUser): Promise<CompanyMember[]> {
  const rows = (await db('companyMembers as member')
    .join(db.raw('people() AS person'), 'person.id', 'member.userId')
    .where('member.companyId', actor.companyId)
    .orderByRaw(`CASE member.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, person.email`)
    .select(
      'member.userId',
      'person.email',
      'person.firstName',
      'person.lastName',
      'member.role',
      'member.monthlyLimit',
      'member.joinedAt',
    )) as (Omit<CompanyMember, 'joinedAt' | 'spentThisMonth'> & { joinedAt: Date })[];
  const spent = await spentThisMonth(
    db,
    actor.companyId,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    ...row,
    spentThisMonth: spent.get(row.userId) ?? '0.00',
    joinedAt: row.joinedAt.toISOString(),
  }));
}

async function memberOf(db: Knex, actor: AuthUser, userId: string): Promise<CompanyMember> {
  const member = (await listMembers(db, actor)).find((candidate) => candidate.userId === userId);
  if (!member) throw memberNotFound();
  return member;
}

/**
 * Refuses what would leave the firm without an owner: the last owner demoted or gone. Counted
 * under the firm's lock, so two owners cannot each leave the other behind.
 */
async function keepAnOwner(trx: Knex.Transaction, companyId: string, leaving: string): Promise<void> {
  const others = await trx('companyMembers')
    .where({ companyId, role: 'owner' })
    .whereNot({ userId: leaving })
    .count({ count: '*' })
    .first();
  if (Number(others?.count) === 0) {
    throw refused('last_owner', 'A company keeps at least one owner: make another member owner first.');
  }
}

/** Only owners make, change or remove owners. */
function requireOwnerFor(actor: AuthUser, roles: readonly (CompanyRole | undefined)[]): void {
  if (roles.includes('owner') && actor.companyRole !== 'owner') {
    throw new AppError({
      status: 403,
      code: 'owners_only',
      title: 'Forbidden',
      detail: 'Only an owner of the company makes, changes or removes an owner.',
    });
  }
}

/** Changes a member's role or monthly limit (the firm's owners and admins), in the audit trail. */
export async function updateMember(
  db: Knex,
  actor: AuthUser,
  userId: string,
  body: z.output<typeof updateMemberBodySchema>,
): Promise<CompanyMember> {
  await db.transaction(async (trx) => {
    await lockUntilCommit(trx, `company members ${actor.companyId}`);
    const company = await Company.query(trx).findById(actor.companyId).select('kind');
    const member = await MemberRecord.query(trx).findById([actor.companyId, userId]);
    if (!company || !member) throw memberNotFound();
    if (body.role !== undefined) requireRoleOf(company.kind, body.role);
    if (body.monthlyLimit !== undefined && company.kind !== 'buyer') {
      throw invalidField('monthlyLimit', 'is for a buying company’s members; a supplier’s members have none');
    }
    requireOwnerFor(actor, [member.role, body.role]);
    if (member.role === 'owner' && body.role !== undefined && body.role !== 'owner') {
      await keepAnOwner(trx, actor.companyId, userId);
    }
    await member.$query(trx).patch({
      ...(body.role !== undefined ? { role: body.role } : {}),
      ...(body.monthlyLimit !== undefined ? { monthlyLimit: body.monthlyLimit } : {}),
    });
    await recordAudit(
      trx,
      actor,
      'company.member_changed',
      { type: 'company', id: actor.companyId },
      {
        userId,
        ...(body.role !== undefined ? { from: member.role, to: body.role } : {}),
        ...(body.monthlyLimit !== undefined ? { monthlyLimit: body.monthlyLimit } : {}),
      },
    );
  });
  return memberOf(db, actor, userId);
}

/**
 * Removes a member (the firm's owners and admins), or lets a member leave (anyone, themselves).
 * The account that registered the firm stays in it: the firm's records are kept under its id.
 */
export async function removeMember(db: Knex, actor: AuthUser, userId: string): Promise<void> {
  const leaving = userId === actor.id;
  if (!leaving && !(MEMBERS_WHO.runTheFirm as readonly string[]).includes(actor.companyRole)) {
    throw new AppError({
      status: 403,
      code: 'owners_and_admins_only',
      title: 'Forbidden',
      detail: `In the company you act for you are a ${actor.companyRole}; removing another member needs an owner or admin. You may leave yourself.`,
    });
  }
  await db.transaction(async (trx) => {
    await lockUntilCommit(trx, `company members ${actor.companyId}`);
    const member = await MemberRecord.query(trx).findById([actor.companyId, userId]);
    if (!member) throw memberNotFound();
    if (userId === actor.companyId) {
      throw refused(
        'registering_account',
        'The account that registered the company stays in it, as its records are kept under it: change its role instead.',
      );
    }
    if (!leaving) requireOwnerFor(actor, [member.role]);
    if (member.role === 'owner') await keepAnOwner(trx, actor.companyId, userId);
    await member.$query(trx).delete();
    // What they asked of others for the company ends with them: their invitations not yet taken.
    await trx('companyInvitations')
      .where({ companyId: actor.companyId, invitedBy: userId })
      .whereNull('acceptedAt')
      .whereNull('revokedAt')
      .update({ revokedAt: trx.fn.now() });
    await recordAudit(
      trx,
      actor,
      'company.member_removed',
      { type: 'company', id: actor.companyId },
      {
        userId,
        role: member.role,
      },
    );
  });
}

/**
 * Adds an account to a company with a role, as those who run RawEx do (the CLI, the demo data):
 * no invitation. A role the company's kind has not is refused by the database's check.
 */
export async function addCompanyMember(
  db: Knex,
  member: { companyId: string; userId: string; role: CompanyRole; monthlyLimit?: string | null },
): Promise<void> {
  const company = await Company.query(db).findById(member.companyId).select('kind');
  if (!company) throw notFound('Company not found.', 'company_not_found');
  requireRoleOf(company.kind, member.role);
  await db('companyMembers')
    .insert({
      companyId: member.companyId,
      companyKind: company.kind,
      userId: member.userId,
      role: member.role,
      monthlyLimit: member.monthlyLimit ?? null,
    })
    .onConflict(['companyId', 'userId'])
    .merge(['role', 'monthlyLimit']);
}

/** A firm a person belongs to, with their role there and since when. */
export interface FirmOfPerson {
  id: string;
  name: string;
  legalName: string | null;
  kind: CompanyKind;
  role: CompanyRole;
  joinedAt: Date;
}

/** The firms a person belongs to, as their personal data lists them. */
export async function membershipsOf(db: Knex, userId: string): Promise<FirmOfPerson[]> {
  return (await db('companies')
    .join('companyMembers', 'companies.id', 'companyMembers.companyId')
    .where({ userId })
    .select(
      'companies.id',
      db.raw('company_name(companies.id) AS name'),
      'companies.legalName',
      'companies.kind',
      'companyMembers.role',
      'companyMembers.joinedAt',
    )) as FirmOfPerson[];
}

/**
 * Takes a person out of every firm they belong to, as deleting their account does: refused (409
 * last_owner, naming the firm) while they are the last owner of a firm others still belong to.
 * Answers the firms now left with nobody.
 */
export async function leaveEveryFirm(trx: Knex.Transaction, userId: string): Promise<string[]> {
  const orphaned = (await trx('companyMembers as mine')
    .where({ 'mine.userId': userId, 'mine.role': 'owner' })
    .whereExists((others) =>
      others
        .from('companyMembers as other')
        .whereRaw('other.company_id = mine.company_id')
        .whereNot('other.userId', userId),
    )
    .whereNotExists((owners) =>
      owners
        .from('companyMembers as owner')
        .whereRaw('owner.company_id = mine.company_id')
        .whereNot('owner.userId', userId)
        .andWhere('owner.role', 'owner'),
    )
    .first(trx.raw('company_name(mine.company_id) AS name'), 'mine.companyId as id')) as
    { name: string; id: string } | undefined;
  if (orphaned) {
    throw new AppError({
      status: 409,
      code: 'last_owner',
      title: 'Conflict',
      detail: `You are the last owner of ${orphaned.name}: make another member an owner (Company › Members) before you delete your account.`,
      extensions: { companyId: orphaned.id, companyName: orphaned.name },
    });
  }
  const firms = (
    (await trx('companyMembers').where({ userId }).select('companyId')) as { companyId: string }[]
  ).map((membership) => membership.companyId);
  await trx('companyMembers').where({ userId }).delete();
  return (await trx('companies')
    .whereIn('id', firms)
    .whereNotExists((members) =>
      members.from('companyMembers').whereRaw('company_members.company_id = companies.id'),
    )
    .pluck('id')) as string[];
}

/** The role `userId` holds in the firm `companyId`, or undefined when they are not in it. */
export async function roleInFirm(
  db: Knex,
  companyId: string,
  userId: string,
): Promise<CompanyRole | undefined> {
  return (await MemberRecord.query(db).findById([companyId, userId]))?.role;
}

/** The members of a firm who hold one of `roles`, but for `except` (someone who is not to be told). */
export async function membersWithRoles(
  db: Knex,
  companyId: string,
  roles: readonly CompanyRole[],
  except?: string,
): Promise<string[]> {
  const members = await MemberRecord.query(db)
    .where({ companyId })
    .whereIn('role', roles)
    .modify((query) => (except === undefined ? query : query.whereNot({ userId: except })))
    .select('userId');
  return members.map((member) => member.userId);
}
