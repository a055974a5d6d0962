import type { FastifyInstance, RouteOptions } from 'fastify';

type HookName = 'preHandler' | 'onSend' | 'onResponse';

/**
 * Adds hooks only to the routes they concern (by method), instead of to the
 * whole API: every app-wide hook is another promise and hook step on every
 * GET, the hottest requests. Register before the routes: it applies to the
 * routes added after it.
 */
export function addRouteHooks(
  app: FastifyInstance,
  methods: ReadonlySet<string>,
  hooks: Partial<Record<HookName, (...args: any[]) => unknown>>,
): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const verbs = Array.isArray(route.method) ? route.method : [route.method];
    if (!verbs.some((m) => methods.has(m))) return;
    for (const [name, hook] of Object.entries(hooks) as [HookName, (...args: any[]) => unknown][]) {
      const existing = route[name];
      const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      (route as Record<HookName, unknown>)[name] = [...list, hook];
    }
  });
}
