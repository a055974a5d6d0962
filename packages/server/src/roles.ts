/**
 * What a process runs. `all` is one process doing everything (the default, and all a small shop
 * needs); a bigger deployment runs `api` processes behind a load balancer, `worker` processes sized
 * to the job backlog, and one or more `scheduler` processes (schedule leads are claimed row by row,
 * so several are safe). Every role answers `/healthz` and `/readyz`.
 */
export const ROLES = ['all', 'api', 'worker', 'scheduler'] as const;

export type Role = (typeof ROLES)[number];

export interface RoleParts {
  /** The `/api/v1` routes. */
  api: boolean;
  /** The durable job queue: webhook deliveries, imports, exports, callbacks. */
  worker: boolean;
  /** The schedule runner: leads whose next schedule action is due. */
  scheduler: boolean;
}

export function partsOf(role: Role): RoleParts {
  return {
    api: role === 'all' || role === 'api',
    worker: role === 'all' || role === 'worker',
    scheduler: role === 'all' || role === 'scheduler',
  };
}
