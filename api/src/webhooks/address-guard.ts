import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { lookup as lookupCallback } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { AppError } from '../platform/errors/index.ts';

/** The ports webhooks are delivered on, unless the operator allows more (RAWEX_WEBHOOK_PORTS). */
export const DEFAULT_WEBHOOK_PORTS: readonly number[] = [80, 443];

/** IPv4-compatible IPv6 addresses (::a.b.c.d): deprecated, and a way to spell a private IPv4 one. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** True for an address on the public internet: not loopback, private, link-local, reserved… */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

// The address a host resolves to is not named: the answer would map the operator's network.
const refused = (host: string) =>
  new AppError({
    status: 422,
    code: 'webhook_address_refused',
    title: 'Unprocessable Content',
    detail: `${host} is not a public address: webhooks are delivered only to public addresses.`,
    errors: [{ field: 'url', message: 'must be a public address' }],
  });

export interface WebhookAddressRules {
  /** Development only: any address and any port. */
  allowPrivateAddresses: boolean;
  ports?: readonly number[] | undefined;
}

/**
 * Refuses a URL on a port other than the allowed ones, or whose host is, or resolves to, an
 * address that is not public (server-side request forgery), unless private addresses are allowed.
 * The address is checked again at each delivery's connection.
 */
export async function checkWebhookAddress(
  url: string,
  { allowPrivateAddresses, ports = DEFAULT_WEBHOOK_PORTS }: WebhookAddressRules,
): Promise<void> {
  if (allowPrivateAddresses) return;
  const parsed = new URL(url);
  const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
  if (!ports.includes(port)) {
    const allowed = `port ${ports.length === 1 ? ports[0] : `${ports.slice(0, -1).join(', ')} or ${ports.at(-1)}`}`;
    throw new AppError({
      status: 422,
      code: 'webhook_port_refused',
      title: 'Unprocessable Content',
      detail: `Webhooks are delivered on ${allowed} only: ${port} is not one of them.`,
      errors: [{ field: 'url', message: `must use ${allowed}` }],
    });
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
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
  if (addresses.some((address) => !isPublicAddress(address))) throw refused(host);
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
          Object.assign(new Error(`${hostname} is not a public address`), {
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
