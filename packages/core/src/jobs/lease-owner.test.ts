import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { leaseOwnerIsGone, newLeaseOwner } from './lease-owner.js';

describe('lease owners', () => {
  it('knows an owner of this process alive, and an earlier process with the same pid gone', () => {
    const mine = newLeaseOwner();
    expect(leaseOwnerIsGone(mine)).toBe(false);
    expect(leaseOwnerIsGone(`${hostname()}:${process.pid}:earlier1`)).toBe(true);
  });

  it('knows the owner gone when its pid on this host has exited, and never judges another host', () => {
    const exited = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    expect(leaseOwnerIsGone(`${hostname()}:${exited}:abc`)).toBe(true);
    expect(leaseOwnerIsGone(`${hostname()}:${process.ppid}:abc`)).toBe(false);
    expect(leaseOwnerIsGone(`elsewhere.example:${exited}:abc`)).toBe(false);
    expect(leaseOwnerIsGone('not an owner')).toBe(false);
  });
});
