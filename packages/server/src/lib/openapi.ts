import { registerApiDocs } from './api-docs';
import type { AppOpenAPI } from './types';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

type OpenApiConfig = Parameters<AppOpenAPI['getOpenAPI31Document']>[0];

export const openApiInfo: OpenApiConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Lumen Studio API',
    version: '1.0.0',
    description:
      'Credit-based AI content studio. Errors are `{ error, message, issues? }`; protected routes take `Authorization: Bearer <token>`.',
  },
  servers: [{ url: '/' }],
};

export function registerSecuritySchemes(app: AppOpenAPI) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The opaque token returned by sign-up or login.',
  });
}

export function openApiDocument(app: AppOpenAPI) {
  return app.getOpenAPI31Document(openApiInfo);
}

export function configureOpenApi(app: AppOpenAPI) {
  registerSecuritySchemes(app);
  app.doc31(OPENAPI_PATH, openApiInfo);

  registerApiDocs(app, DOCS_PATH, OPENAPI_PATH);
}
