import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { AppDeps } from './deps';

/** Who is calling, set by the auth middleware on protected routes. */
export interface AuthContext {
  readonly userId: string;
  readonly sessionId: string;
  /** Set when the caller came with a personal access token rather than a session. */
  readonly via?: 'token';
}

export interface AppBindings {
  Variables: {
    requestId: string;
    deps: AppDeps;
    clientIp: string;
    auth?: AuthContext;
  };
}

export type AppOpenAPI = OpenAPIHono<AppBindings>;

export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppBindings>;
