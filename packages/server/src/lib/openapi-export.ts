import { fileURLToPath } from 'node:url';
import { createApp } from '../app';
import type { AppDeps } from './deps';
import { openApiDocument } from './openapi';

/** Where the committed document lives: <repo>/openapi/openapi.json. */
export const OPENAPI_FILE = fileURLToPath(
  new URL('../../../../openapi/openapi.json', import.meta.url),
);

/** Dependencies that are never called: building the document only reads the route table. */
function stubDeps(): AppDeps {
  const never = new Proxy(
    {},
    {
      get: (_target, property) => {
        throw new Error(`OpenAPI export: dependency "${String(property)}" used without a server`);
      },
    },
  );
  return {
    useCases: never as AppDeps['useCases'],
    mediaStore: never as AppDeps['mediaStore'],
    commerce: never as AppDeps['commerce'],
    idempotency: never as AppDeps['idempotency'],
    personalTokens: never as AppDeps['personalTokens'],
    accountMail: never as AppDeps['accountMail'],
    accountStats: never as AppDeps['accountStats'],
    operator: never as AppDeps['operator'],
    sharing: never as AppDeps['sharing'],
    accountExport: never as AppDeps['accountExport'],
    readiness: never as AppDeps['readiness'],
    settings: { trustedProxyHops: 0, trial: { credits: 0, days: 1 } },
  };
}

/** The OpenAPI 3.1 document as committed: stable key order, 2-space JSON, final newline. */
export function renderOpenApiDocument(): string {
  const app = createApp(stubDeps());
  return `${JSON.stringify(openApiDocument(app), null, 2)}\n`;
}
