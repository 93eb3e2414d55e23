import { describe, expect, it } from 'vitest';
import { fillTemplate, missingPlaceholders, TEMPLATE_EXAMPLE, validateWebhook } from './rules';

describe('Telegram rules', () => {
  it('fill the order id, total and delivery date into a template', () => {
    expect(fillTemplate('Order {orderId}: {total}, by {deliveryDate}. {unknown}', TEMPLATE_EXAMPLE)).toBe(
      'Order ORD-104211: $212,500.00, by Dec 15, 2026. {unknown}',
    );
  });

  it('name the placeholders a confirmation leaves out', () => {
    expect(missingPlaceholders('Order {orderId} confirmed')).toEqual(['{total}', '{deliveryDate}']);
    expect(missingPlaceholders('{orderId} {total} {deliveryDate}')).toEqual([]);
  });

  it('take only an https webhook', () => {
    expect(validateWebhook('https://rawex.example/hook')).toBeUndefined();
    expect(validateWebhook('http://rawex.example/hook')).toBe('Telegram only calls https:// webhooks.');
    expect(validateWebhook('rawex')).toMatch(/full webhook address/);
  });
});
