import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { lookup as lookupCallback } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { AppError } from '../platform/errors/index.ts';

/** True for an address on the public internet: not loopback, private, link-local, reserved… */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

const refused = (host: string, address: string) =>
  new AppError({
    status: 422,
    code: 'webhook_address_refused',
    title: 'Unprocessable Content',
    detail: `${host} resolves to ${address}, a loopback, private or link-local address: webhooks are delivered only to public addresses.`,
    errors: [{ field: 'url', message: 'must be a public address' }],
  });

/**
 * Refuses a URL whose host is, or resolves to, an address that is not public (server-side request
 * forgery), unless private addresses are allowed. Checked again at each delivery's connection.
 */
export async function checkWebhookAddress(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host)
      ? [host]
      : (await lookup(host, { all: true })).map((found) => found.address);
  } catch {
    throw new AppError({
      status: 422,
      code: 'webhook_host_unknown',
      title: 'Unprocessable Content',
      detail: `${host} does not resolve to an address.`,
      errors: [{ field: 'url', message: 'has a host that does not resolve' }],
    });
  }
  const inner = addresses.find((address) => !isPublicAddress(address));
  if (inner) throw refused(host, inner);
}

/** A DNS lookup for the delivery's connection that fails on an address that is not public. */
export function publicOnlyLookup(allowPrivate: boolean): LookupFunction | undefined {
  if (allowPrivate) return undefined;
  return (hostname, options, callback) => {
    lookupCallback(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const found = addresses as unknown as { address: string; family: number }[];
      const inner = found.find((entry) => !isPublicAddress(entry.address));
      if (inner) {
        return callback(
          Object.assign(new Error(`${hostname} resolves to ${inner.address}, not a public address`), {
            code: 'EADDRNOTPUBLIC',
          }),
          '',
          0,
        );
      }
      if (options.all) return callback(null, found as never, 0);
      const first = found[0]!;
      return callback(null, first.address, first.family);
    });
  };
}
