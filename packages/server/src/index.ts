// @lumen/server: the HTTP edge. `main.ts` runs it; these are for tools and tests that embed it.
export { createApp } from './app';
export { type Config, ConfigError, loadConfig } from './config';
export { buildContainer, type Container, type ContainerOverrides } from './container';
export type { AppDeps, AppSettings } from './lib/deps';
export { renderOpenApiDocument } from './lib/openapi-export';
export { secureServerOptions } from './middlewares/security-headers';
