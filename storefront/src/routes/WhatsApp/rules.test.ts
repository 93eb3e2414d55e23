import { describe, expect, it } from 'vitest';
import { canSendMessage, outgoingMessage, presenceLabel } from './rules';

describe('WhatsApp rules', () => {
  it('send nothing blank, and nothing without a conversation', () => {
    expect(canSendMessage('Hello', '+31612345678')).toBe(true);
    expect(canSendMessage('   ', '+31612345678')).toBe(false);
    expect(canSendMessage('', '+31612345678')).toBe(false);
    expect(canSendMessage('Hello', null)).toBe(false);
  });

  it('write an outgoing message trimmed, sent now, from the business', () => {
    const now = new Date('2026-11-22T09:42:00Z');
    expect(
      outgoingMessage({ text: '  Thanks!  ', to: '+31612345678', from: '+233302741100' }, now),
    ).toMatchObject({
      message: 'Thanks!',
      isIncoming: false,
      status: 'sent',
      type: 'text',
      timestamp: '2026-11-22T09:42:00.000Z',
      to: '+31612345678',
    });
  });

  it('say typing… while a contact types', () => {
    expect(presenceLabel('typing')).toBe('typing…');
    expect(presenceLabel('online')).toBe('online');
  });
});
