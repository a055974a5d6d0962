import { hostname } from 'node:os';

const HOST = hostname();
/** Owners of the job stores open in this process (a test may open several engines). */
const live = new Set<string>();

/**
 * A name for this process's claims: host, pid, and an id of its own, so a
 * process restarted under the same pid (pid 1 in a container) is not taken
 * for the one before it.
 */
export function newLeaseOwner(): string {
  const owner = `${HOST}:${process.pid}:${Math.random().toString(36).slice(2, 10)}`;
  live.add(owner);
  return owner;
}

/**
 * True when the process that holds a lease is known to be gone: it ran on
 * this host and its pid is no longer alive, or it was an earlier process
 * with this process's pid. Another host's owner is never known dead: its
 * lease runs out instead.
 */
export function leaseOwnerIsGone(owner: string): boolean {
  const parts = owner.split(':');
  if (parts.length < 3) return false;
  parts.pop();
  const pid = Number(parts.pop());
  if (parts.join(':') !== HOST || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return !live.has(owner);
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
