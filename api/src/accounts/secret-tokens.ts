import { createHash, randomBytes } from 'node:crypto';

/**
 * The random tokens a browser or an email holds (a session, a sign-in between its steps, a reset
 * link) and the hashes kept of them: a leaked table signs nobody in and resets nothing.
 */
export const newSecretToken = () => randomBytes(32).toString('base64url');

export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');
