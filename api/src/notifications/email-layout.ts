import escapeHtml from 'escape-html';
import type { EventSettings } from '../platform/settings.ts';
import type { EmailContent } from './event-effects.ts';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** An email in the marketplace's layout: a text part and an HTML part saying the same. */
export function renderEmail(
  settings: Pick<EventSettings, 'marketplaceName' | 'publicUrl'>,
  recipientName: string | null,
  { subject, paragraphs, action, unsubscribePath }: EmailContent,
): RenderedEmail {
  const name = settings.marketplaceName;
  const address = (path: string) => new URL(path, `${settings.publicUrl}/`).toString();
  const url = address(action.path);
  const unsubscribe = unsubscribePath === undefined ? undefined : address(unsubscribePath);
  const greeting = recipientName ? `Hello ${recipientName},` : 'Hello,';
  const text = [
    greeting,
    ...paragraphs,
    `${action.label}: ${url}`,
    `— ${name}, the open marketplace for wholesale raw materials`,
    ...(unsubscribe ? [`Stop these emails: ${unsubscribe}`] : []),
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:system-ui,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="font-size:18px;font-weight:700;margin:0 0 16px">${escapeHtml(name)}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p style="white-space:pre-line">${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#52606d">${escapeHtml(name)}, the open marketplace for wholesale raw materials. You can choose which emails you receive on ${escapeHtml(address('/notifications/settings'))}.${unsubscribe ? ` <a href="${escapeHtml(unsubscribe)}" style="color:#52606d">Stop these emails</a>.` : ''}</p>
</div></body></html>`;
  return { subject, text, html };
}
