import { BlockList, isIP } from 'node:net';
import { embeddedIpv4 } from './address-kind.js';

/**
 * Which addresses the server may connect to when it fetches a URL a tenant
 * gave it. Public addresses always; private ones (loopback, RFC 1918, link-local
 * and cloud metadata, CGNAT, unique-local, multicast, reserved) only when the
 * operator allows them — self-hosters on a private network, and tests.
 *
 * `allowPrivate`: `true` allows every address; a list of CIDRs
 * (`127.0.0.0/8`, `10.0.0.0/8`, `fd00::/8`) allows the private addresses inside them.
 */
export type PrivateUrlAllowance = true | readonly string[];

/** Ranges no tenant URL may reach unless allowed (IANA special-purpose registries). */
const FORBIDDEN: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network"
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // CGNAT
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'], // NAT64 of any IPv4, private ones included
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['ff00::', 8, 'ipv6'], // multicast
];

const forbidden = new BlockList();
for (const [net, prefix, type] of FORBIDDEN) forbidden.addSubnet(net, prefix, type);

/** A policy built once from the operator's setting. */
export class AddressPolicy {
  private readonly allowAll: boolean;
  private readonly allowed = new BlockList();
  /** The operator opened some private targets: internal host names may then be meant. */
  readonly opensPrivate: boolean;

  constructor(allowPrivate?: PrivateUrlAllowance | null) {
    this.allowAll = allowPrivate === true;
    this.opensPrivate = allowPrivate === true || (Array.isArray(allowPrivate) && allowPrivate.length > 0);
    if (Array.isArray(allowPrivate)) {
      for (const cidr of allowPrivate) {
        const [net, bits] = parseCidr(cidr);
        const type = isIP(net) === 6 ? 'ipv6' : 'ipv4';
        this.allowed.addSubnet(net, bits, type);
      }
    }
  }

  /** Why an address may not be reached (`private address 10.0.0.5, …` and how to allow it), or null when it may. */
  refusal(address: string): string | null {
    if (this.allowAll) return null;
    const ip = embeddedIpv4(address) ?? address;
    const type = isIP(ip) === 6 ? 'ipv6' : isIP(ip) === 4 ? 'ipv4' : null;
    if (!type) return `not an IP address: ${address}`;
    if (!forbidden.check(ip, type)) return null;
    if (this.allowed.check(ip, type)) return null;
    // The one who meets it is often a developer pointing a webhook at their laptop: say the way out.
    return (
      `private address ${ip}, reachable only where the server's operator allows it ` +
      `(LEADLINE_ALLOW_PRIVATE_URLS=${ip}/${type === 'ipv6' ? 128 : 32}, or a range); ` +
      'to receive events on your own machine, run `leadline listen --forward-to <your URL>`'
    );
  }
}

/**
 * Reads `LEADLINE_ALLOW_PRIVATE_URLS`' value: `true`, or comma-separated CIDRs.
 * Throws on a malformed CIDR, so a typo fails at start, not at the first fetch.
 */
export function parsePrivateUrlAllowance(text: string | undefined): PrivateUrlAllowance | null {
  const value = text?.trim();
  if (!value || value === 'false' || value === '0') return null;
  if (value === 'true' || value === '1') return true;
  const cidrs = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const cidr of cidrs) parseCidr(cidr);
  return cidrs;
}

function parseCidr(cidr: string): [string, number] {
  const [net = '', bitsText] = cidr.split('/');
  const family = isIP(net);
  const max = family === 6 ? 128 : 32;
  const bits = bitsText === undefined ? max : Number(bitsText);
  if (!family || !Number.isInteger(bits) || bits < 0 || bits > max) {
    throw new Error(`Not a CIDR: ${cidr} (write it as 10.0.0.0/8 or fd00::/8)`);
  }
  return [net, bits];
}
