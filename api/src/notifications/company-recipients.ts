import type { Knex } from 'knex';
import type { EventEffects } from './event-effects.ts';

type Notice = EventEffects['notices'][number];
type Email = EventEffects['emails'][number];

/**
 * The members of each company named, with their roles: what a notice or email addressed to a
 * company's members of some roles (`toMembers`) reaches.
 */
async function membersOf(trx: Knex.Transaction, companyIds: string[]) {
  const members = new Map<string, { userId: string; role: string }[]>();
  if (companyIds.length === 0) return members;
  const rows = (await trx
    .from(trx.raw('members_of_companies(?::text[]) AS members', [[...new Set(companyIds)]]))
    .select('companyId', 'userId', 'role')) as { companyId: string; userId: string; role: string }[];
  for (const row of rows) members.set(row.companyId, [...(members.get(row.companyId) ?? []), row]);
  return members;
}

/**
 * Notices and emails addressed to a company (`toMembers`: the roles that care), one for each of
 * its members in those roles; the others as they are.
 */
export async function toCompanyMembers(
  trx: Knex.Transaction,
  notices: EventEffects['notices'],
  emails: EventEffects['emails'],
): Promise<{ notices: Omit<Notice, 'toMembers'>[]; emails: EventEffects['emails'] }> {
  const companies = [...notices, ...emails].flatMap((item) =>
    item.toMembers && item.userId ? [item.userId] : [],
  );
  const members = await membersOf(trx, companies);
  const reached = (companyId: string, roles: readonly string[]) =>
    (members.get(companyId) ?? [])
      .filter((member) => roles.includes(member.role))
      .map((member) => member.userId);
  return {
    notices: notices.flatMap(({ toMembers, ...notice }) =>
      toMembers ? reached(notice.userId, toMembers).map((userId) => ({ ...notice, userId })) : [notice],
    ),
    emails: emails.flatMap((email): Email[] => {
      if (!email.toMembers || email.userId === undefined) return [email];
      const { toMembers, ...addressed } = email;
      return reached(email.userId, toMembers).map((userId) => ({
        ...addressed,
        key: `${email.key}:${userId}`,
        userId,
      }));
    }),
  };
}
