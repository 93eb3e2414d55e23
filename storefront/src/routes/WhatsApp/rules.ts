import type { WhatsappConversation, WhatsappMessage } from '@rawex/api/contracts';

/** A message goes out only with some text and a conversation chosen. */
export const canSendMessage = (text: string, conversation: string | null) =>
  conversation !== null && text.trim() !== '';

/** A message written here, as the thread shows it. */
export function outgoingMessage(
  {
    text,
    to,
    from,
    type = 'text',
  }: { text: string; to: string; from: string; type?: WhatsappMessage['type'] },
  now: Date,
): WhatsappMessage {
  return {
    id: `local-${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
    from,
    to,
    message: text.trim(),
    timestamp: now.toISOString(),
    type,
    isIncoming: false,
    status: 'sent',
  };
}

/** How a contact's presence reads: online, typing…, or offline. */
export const presenceLabel = (status: WhatsappConversation['status']) =>
  status === 'typing' ? 'typing…' : status;
