import type { Knex } from 'knex';
import type { MailAttachment } from '../platform/mail/mailer.ts';
import type { EventSettings } from '../platform/settings.ts';
import type { CompanyRole } from '../platform/actor.ts';
import type { NotificationKind } from './notifications.contract.ts';

/** An event as recorded, in the transaction of the change it tells of. */
export interface RecordedEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** An email's words: the layout adds the greeting line, the marketplace's name and the link. */
export interface EmailContent {
  subject: string;
  /** False: greet no one by name (an email someone else may ask RawEx to send to this address). */
  greetByName?: boolean;
  /** Paragraphs, as plain text. */
  paragraphs: string[];
  /** The page the email is about, as a path on the site. */
  action: { label: string; path: string };
  /** A page on the site that stops emails like this one without signing in (with its token). */
  unsubscribePath?: string;
}

/** What the events of one dispatch bring about. */
export interface EventEffects {
  /** In-app notifications, one per user and kind. */
  notices: {
    eventId: string;
    userId: string;
    /** Set: `userId` names a company, and the notice goes to each of its members in these roles. */
    toMembers?: readonly CompanyRole[];
    kind: NotificationKind;
    title: string;
    body: string;
    link: string;
  }[];
  /**
   * Emails, each once (by `key`). One with a `kind` goes only to a user who has not turned email
   * for that kind off; one without (an address to verify, a changed password) always goes. One
   * with an `address` instead of a user goes to someone who may have no account yet (an
   * invitation), greeting no one by name.
   */
  emails: ({
    key: string;
    kind?: NotificationKind;
    content: EmailContent;
    /** Files it carries; a coalesced kind's digest carries none. */
    attachments?: MailAttachment[];
  } & (
    | { userId: string; address?: never; toMembers?: readonly CompanyRole[] }
    | { address: string; userId?: never; toMembers?: never }
  ))[];
  /** Webhook events, for the webhooks of the users who could read what they tell of. */
  webhooks: { eventId: string; type: string; userIds: string[]; data: unknown }[];
  /**
   * Events to dispatch later, each in a job of its own: the rest of a large fan-out, in batches a
   * few seconds apart, so that one event does not hold the queue before everyone else's. Each
   * is recorded once by its `key`, however many times the dispatch runs.
   */
  later: { key: string; type: string; data: Record<string, unknown>; afterSeconds: number }[];
}

export const noEffects = (): EventEffects => ({ notices: [], emails: [], webhooks: [], later: [] });

/**
 * Works out what a batch of events of the types it knows brings about, reading what it needs (and
 * the settings events run on: the key of sealed secrets).
 */
export type EventDescriber = (
  db: Knex,
  events: readonly RecordedEvent[],
  settings: EventSettings,
) => Promise<EventEffects>;

/** A domain's describers, by the type of event each describes. */
export type EventDescribers = Readonly<Record<string, EventDescriber>>;
