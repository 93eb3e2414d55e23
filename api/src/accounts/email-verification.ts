import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { AppError } from '../platform/errors/index.ts';
import { User } from './user.model.ts';

/** How long a verification link works. */
export const VERIFICATION_LINK_HOURS = 48;

const KEY_NAME = 'email-verification';

/** The database's secret for verification links, made the first time one is needed. */
async function signingSecret(db: Knex): Promise<Buffer> {
  await db('signingKeys')
    .insert({ name: KEY_NAME, secret: randomBytes(32) })
    .onConflict('name')
    .ignore();
  const row = (await db('signingKeys').where({ name: KEY_NAME }).first('secret')) as { secret: Buffer };
  return row.secret;
}

const sign = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * A token for the link that confirms `email` belongs to the user: who, which address and until
 * when, signed with the database's secret. Changing the address makes it worthless.
 */
export async function verificationToken(
  db: Knex,
  user: { id: string; email: string },
  now = new Date(),
): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + VERIFICATION_LINK_HOURS * 3600;
  const payload = Buffer.from(JSON.stringify({ u: user.id, e: user.email, x: expires })).toString(
    'base64url',
  );
  return `${payload}.${sign(await signingSecret(db), payload)}`;
}

const invalidLink = () =>
  new AppError({
    status: 422,
    code: 'verification_link_invalid',
    title: 'Unprocessable Content',
    detail:
      'This verification link is not valid: open the link from the latest email exactly as it was sent.',
  });

/** Confirms the address a token names (once is enough; again is harmless). Answers the user. */
export async function verifyEmail(db: Knex, token: string, now = new Date()): Promise<User> {
  const [payload = '', signature = ''] = token.split('.');
  const expected = sign(await signingSecret(db), payload);
  if (
    signature.length !== expected.length ||
    !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  ) {
    throw invalidLink();
  }
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    u: string;
    e: string;
    x: number;
  };
  if (claims.x * 1000 < now.getTime()) {
    throw new AppError({
      status: 410,
      code: 'verification_link_expired',
      title: 'Gone',
      detail: `This verification link expired: links work for ${VERIFICATION_LINK_HOURS} hours. Sign in and ask for a new one.`,
    });
  }
  const user = await User.query(db).findById(claims.u);
  if (!user || user.email !== claims.e) throw invalidLink();
  if (user.emailVerifiedAt) return user;
  return user.$query(db).patchAndFetch({ emailVerifiedAt: now } as Partial<User>);
}
