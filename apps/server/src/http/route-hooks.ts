import type { FastifyContextConfig, FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';

/**
 * An onRequest hook on only those routes of `scope` (and of its children) that need it (issue 29):
 * `hookFor` sees each route as it is registered and returns its hook, or undefined for none. A hook
 * added with `addHook` runs on every request and has to read `request.routeOptions` (a new object
 * each time) to find out whether it has anything to do; most requests (health, public reads) do not.
 * Route hooks run after the scope's hooks, in the order they were added here.
 */
export function addRouteHook(
  scope: FastifyInstance,
  hookFor: (route: RouteOptions) => onRequestHookHandler | undefined,
): void {
  scope.addHook('onRoute', (route) => {
    const hook = hookFor(route);
    if (!hook) return;
    // A new array: Fastify copies a GET route's options for its HEAD route, which gets its own hook.
    route.onRequest = [...[route.onRequest ?? []].flat(), hook];
  });
}

/**
 * The paths of the routes registered from now on whose config `select` picks: for a check on every
 * request that must not read `request.routeOptions` (a new object on each read). Meant for routes
 * without parameters; a request to any other route is never in the set.
 */
export function pathsOf(
  scope: FastifyInstance,
  select: (config: FastifyContextConfig | undefined) => boolean,
): ReadonlySet<string> {
  const paths = new Set<string>();
  scope.addHook('onRoute', (route) => {
    if (select(route.config)) paths.add(route.url);
  });
  return paths;
}

/** The path of a request URL, without its query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
