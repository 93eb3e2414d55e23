import { TELEGRAM_TEMPLATE_PLACEHOLDERS } from '@rawex/api/contracts/console-values';

/** The placeholders an order confirmation fills in, with example values for the preview. */
export const TEMPLATE_EXAMPLE: Record<(typeof TELEGRAM_TEMPLATE_PLACEHOLDERS)[number], string> = {
  '{orderId}': 'ORD-104211',
  '{total}': '$212,500.00',
  '{deliveryDate}': 'Dec 15, 2026',
};

/** A template with its placeholders filled in; unknown placeholders stay as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\w+\}/g, (placeholder) => values[placeholder] ?? placeholder);
}

/** The placeholders an order confirmation leaves out (each should appear once). */
export const missingPlaceholders = (template: string) =>
  TELEGRAM_TEMPLATE_PLACEHOLDERS.filter((placeholder) => !template.includes(placeholder));

export function validateWebhook(url: string): string | undefined {
  try {
    return new URL(url).protocol === 'https:' ? undefined : 'Telegram only calls https:// webhooks.';
  } catch {
    return 'Give the full webhook address, like https://rawex.example/api/multichannel/webhooks/telegram.';
  }
}
