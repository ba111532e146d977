import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, renderOpenApiDocument } from './openapi-export';

describe('openapi/openapi.json', () => {
  it('is the document the routes produce (run `npm run openapi -w @lumen/server` when this fails)', () => {
    let committed = '';
    try {
      committed = readFileSync(OPENAPI_FILE, 'utf8');
    } catch {
      throw new Error(`${OPENAPI_FILE} is missing: run npm run openapi -w @lumen/server`);
    }
    expect(committed, 'openapi/openapi.json is stale: run npm run openapi -w @lumen/server').toBe(
      renderOpenApiDocument(),
    );
  });
});
