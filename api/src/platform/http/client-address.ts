import ipaddr from 'ipaddr.js';

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

/** True for this machine's own addresses (127.0.0.0/8, ::1): the server calling itself. */
export const isLoopback = (ip: string) => ipaddr.isValid(ip) && ipaddr.process(ip).range() === 'loopback';
