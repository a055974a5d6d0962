import { isIP } from 'node:net';

/**
 * The IPv4 address an IPv6 one carries as IPv4-mapped (`::ffff:127.0.0.1`,
 * which URLs write `::ffff:7f00:1`), or null. Connecting to it reaches the
 * IPv4 address, so every check on addresses judges that one.
 */
export function embeddedIpv4(address: string): string | null {
  const ip = address.replace(/^\[|\]$/g, '');
  if (isIP(ip) !== 6) return null;
  const groups = expandIpv6(ip);
  if (!groups || groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) return null;
  const [hi, lo] = [groups[6]!, groups[7]!];
  return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 counts as two). */
function expandIpv6(ip: string): number[] | null {
  let text = ip.split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}

/** Names only this machine answers to. */
const LOCAL_NAME = /^(localhost|.+\.localhost)\.?$/i;

/**
 * A host (a URL's hostname, brackets allowed) only this machine reaches:
 * `localhost`, 127.0.0.0/8, `::1`, the unspecified addresses, and any of
 * them IPv4-mapped (`[::ffff:127.0.0.1]`).
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (LOCAL_NAME.test(bare)) return true;
  const ip = embeddedIpv4(bare) ?? bare;
  const family = isIP(ip);
  if (family === 4) return ip.startsWith('127.') || ip === '0.0.0.0';
  if (family === 6) {
    const groups = expandIpv6(ip);
    return groups?.slice(0, 7).every((g) => g === 0) === true && groups[7]! <= 1;
  }
  return false;
}
