import { registerApiDocs } from './api-docs';
import { completeDocument } from './openapi-complete';
import type { AppOpenAPI } from './types';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

type OpenApiConfig = Parameters<AppOpenAPI['getOpenAPI31Document']>[0];

const QUICKSTART = `
## Quickstart

\`\`\`sh
# Your bearer token: a personal access token from the dashboard (Settings → Personal access tokens)…
TOKEN='lumen_pat_…'
# …or a session token from signing in
TOKEN=$(curl -s -X POST "$LUMEN_URL/api/auth/login" -H 'Content-Type: application/json' \\
  -d '{"email":"ada@example.com","password":"correct horse"}' | jq -r .token)

# Generate two images (a retry with the same Idempotency-Key is never charged twice)
curl -s -X POST "$LUMEN_URL/api/generate/image" -H "Authorization: Bearer $TOKEN" \\
  -H 'Content-Type: application/json' -H "Idempotency-Key: $(uuidgen)" \\
  -d '{"prompt":"a lighthouse at dawn","style":"realistic","size":"1024x1024","count":2}'

# The first page of your gallery
curl -s "$LUMEN_URL/api/images/saved?page=1&limit=12" -H "Authorization: Bearer $TOKEN"
\`\`\`
`;

export const openApiInfo: OpenApiConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Lumen Studio API',
    version: '3.1.0',
    description: `Credit-based AI content studio. Errors are \`{ error, message, issues? }\`: branch on \`error\`, a stable code; \`message\` is for people. Protected routes take \`Authorization: Bearer <token>\`.\n${QUICKSTART}`,
    // OpenAPI 3.1's SPDX `identifier` (the typings know only 3.0's `url`).
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } as { name: string },
  },
  servers: [{ url: '/' }],
};

export function registerSecuritySchemes(app: AppOpenAPI) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description:
      'The opaque token returned by sign-up or login, or a personal access token (`lumen_pat_…`, from POST /api/tokens) within its scope (403 `forbidden` outside it).',
  });
}

/** The document as published: the routes' own declarations completed by `completeDocument`. */
export function openApiDocument(app: AppOpenAPI) {
  return completeDocument(app.getOpenAPI31Document(openApiInfo));
}

export function configureOpenApi(app: AppOpenAPI) {
  registerSecuritySchemes(app);
  // Built on first request: every router is mounted by then, and the route table never changes.
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get(OPENAPI_PATH, (c) => {
    document ??= openApiDocument(app);
    return c.json(document);
  });

  registerApiDocs(app, DOCS_PATH, OPENAPI_PATH);
}
