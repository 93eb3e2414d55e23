import ipaddr from 'ipaddr.js';
import type { Middleware } from 'koa';

/**
 * The address a client's requests are counted under by the limits: an IPv4 address as it is, an
 * IPv6 client by its /64 (one subscriber's network: a host picks any address in it at will), and
 * an IPv4-mapped IPv6 address as the IPv4 address it maps.
 */
export function clientAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = address.toByteArray().slice(0, 8).concat(new Array<number>(8).fill(0));
  return `${ipaddr.fromByteArray(network).toString()}/64`;
}

/**
 * Where a request comes from, as a session remembers it: the browser's user agent, the address,
 * and the network it is counted under (`clientAddress`).
 */
export function requestOrigin(request: { ip: string; get(header: string): string }) {
  const { ip } = request;
  return {
    userAgent: request.get('user-agent').slice(0, 500) || undefined,
    // As a person reads it: an IPv4 client as IPv4, not as its IPv6 mapping (::ffff:203.0.113.9).
    ip: ip ? (ipaddr.isValid(ip) ? ipaddr.process(ip).toString() : ip) : undefined,
    network: ip ? clientAddress(ip) : undefined,
  };
}

/** True for this machine's own addresses (127.0.0.0/8, ::1): the server calling itself. */
export const isLoopback = (ip: string) => ipaddr.isValid(ip) && ipaddr.process(ip).range() === 'loopback';

/** The site an IPv6 client's network is part of (its /48), counted as well; none for IPv4. */
export function clientNetwork(ip: string): string | undefined {
  if (!ipaddr.isValid(ip)) return undefined;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return undefined;
  const site = address.toByteArray().slice(0, 6).concat(new Array<number>(10).fill(0));
  return `${ipaddr.fromByteArray(site).toString()}/48`;
}

/** Where a reverse proxy may connect from unless told: this machine. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.0/8', '::1/128'] as const;

/** Whether `cidr` is a network ipaddr.js reads, as `TRUST_PROXY_FROM` takes it. */
export const isCidr = (cidr: string) => ipaddr.isValidCIDR(cidr);

/**
 * The client's address as the limits and the sign-in throttle see it: `X-Forwarded-For` (the entry
 * Koa picks, as many hops from the right as there are proxies) is believed only from a peer within
 * `trustedProxies`; from anyone else the socket's own address is the client's, whatever it wrote.
 * Sets `ctx.state.viaTrustedProxy` for what else a proxy may say (its request id). Only for an
 * app with proxies in front (`proxy: true`).
 */
export function trustedClientAddress(trustedProxies: readonly string[]): Middleware {
  const networks = trustedProxies.map((cidr) => ipaddr.parseCIDR(cidr));
  const trusted = new Map<string, boolean>();
  const isTrusted = (peer: string) => {
    let known = trusted.get(peer);
    if (known === undefined) {
      const address = ipaddr.isValid(peer) ? ipaddr.process(peer) : undefined;
      known =
        address !== undefined &&
        networks.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits));
      if (trusted.size >= 10_000) trusted.clear();
      trusted.set(peer, known);
    }
    return known;
  };
  return (ctx, next) => {
    const peer = ctx.req.socket.remoteAddress ?? '';
    ctx.state.viaTrustedProxy = isTrusted(peer);
    if (!ctx.state.viaTrustedProxy) ctx.request.ip = peer;
    return next();
  };
}
