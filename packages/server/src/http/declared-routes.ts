import type { EndpointDefinition } from '@leadline/core';
import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';

type Handler<R extends RouteGenericInterface> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  R
>;

/**
 * Registers the endpoints a declaration describes (`endpoints` of a resource
 * or an endpoint group): the route file gives the handler, the declaration
 * the method, the path and whether it is public, so the reference cannot
 * disagree with what is served.
 *
 *   const route = declaredRoutes(app, def);
 *   route<{ Params: { caller_id: string } }>('caller_block', async (request) => …);
 *   route('suppression_list', handler, 'csv'); // its declared .csv twin
 */
export function declaredRoutes(app: FastifyInstance, owner: { endpoints: readonly EndpointDefinition[] }) {
  const byName = new Map(owner.endpoints.map((e) => [e.name, e]));
  return <R extends RouteGenericInterface = RouteGenericInterface>(
    name: string,
    handler: Handler<R>,
    suffix?: 'json' | 'csv',
  ): void => {
    const endpoint = byName.get(name);
    if (!endpoint) throw new Error(`No endpoint ${name} is declared`);
    // Its references are checked against the company's records before the handler runs (plugin.ts).
    const refParams = Object.entries(endpoint.params)
      .filter(([, p]) => (p.type === 'ref' || p.type === 'refs') && p.target)
      .map(([name, p]) => ({ name, target: p.target! }));
    if (suffix && !endpoint.suffixes.includes(suffix)) {
      throw new Error(`Endpoint ${name} declares no .${suffix} suffix`);
    }
    app.route<R>({
      method: endpoint.method,
      url: suffix ? `${endpoint.path}.${suffix}` : endpoint.path,
      // Its declared bounds: bytes before the body is read (never past the server's own limit),
      // the rest before it is parsed (body-parsers.ts).
      ...(endpoint.bodyBounds
        ? { bodyLimit: Math.min(endpoint.bodyBounds.maxBytes, app.initialConfig.bodyLimit ?? Infinity) }
        : {}),
      config: {
        ...(endpoint.public ? { public: true } : {}),
        ...(endpoint.bodyBounds ? { bodyBounds: endpoint.bodyBounds } : {}),
        ...(refParams.length ? { refParams } : {}),
        ...(endpoint.rateLimited ? {} : { rateLimit: false as const }),
      },
      handler,
    });
  };
}
