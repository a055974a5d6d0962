import { describe, expect, it } from 'vitest';
import { embeddedIpv4, isLoopbackHost } from './address-kind.js';
import { AddressPolicy } from './address-policy.js';

describe('IPv4-mapped addresses are judged by the IPv4 address they carry', () => {
  it('reads the IPv4 address in dotted, hexadecimal and full forms', () => {
    expect(embeddedIpv4('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(embeddedIpv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('[::ffff:a00:5]')).toBe('10.0.0.5');
    expect(embeddedIpv4('0:0:0:0:0:ffff:a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('2001:db8::1')).toBeNull();
    expect(embeddedIpv4('127.0.0.1')).toBeNull();
  });

  it('takes a mapped loopback for loopback, as the plain one', () => {
    for (const host of ['localhost', 'api.localhost', '127.0.0.1', '127.8.9.10', '[::1]', '::1', '0.0.0.0']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[0:0:0:0:0:ffff:7f00:2]',
      '::ffff:0.0.0.0',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      'example.com',
      '10.0.0.1',
      '[::ffff:a00:1]',
      '[2001:db8::1]',
      '[::2]',
      'localhost.example.com',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('refuses mapped private addresses in every form, naming the IPv4 address, and lets an IPv4 allowance cover them', () => {
    const policy = new AddressPolicy();
    for (const [mapped, v4] of [
      ['::ffff:127.0.0.1', '127.0.0.1'],
      ['::ffff:7f00:1', '127.0.0.1'],
      ['::ffff:a00:1', '10.0.0.1'],
      ['0:0:0:0:0:ffff:a9fe:a9fe', '169.254.169.254'],
      ['::ffff:c0a8:101', '192.168.1.1'],
    ] as const) {
      expect(policy.refusal(mapped), mapped).toContain(`private address ${v4},`);
    }
    expect(policy.refusal('::ffff:808:808')).toBeNull();
    const allowed = new AddressPolicy(['127.0.0.0/8']);
    expect(allowed.refusal('::ffff:7f00:1')).toBeNull();
    expect(allowed.refusal('::ffff:a00:1')).toContain('private address 10.0.0.1');
  });
});
