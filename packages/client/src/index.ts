export {
  createLumenClient,
  type LumenClient,
  type LumenClientOptions,
  newIdempotencyKey,
  type TokenSource,
} from './client';
export { type ApiErrorBody, HttpError, isHttpError, toHttpError } from './http-error';
export type { components, operations, paths } from './schema.gen';
