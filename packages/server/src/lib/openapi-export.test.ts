import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakingChanges, unannouncedBreakingChanges } from './openapi-breaking';
import { OPENAPI_FILE, renderOpenApiDocument } from './openapi-export';

function committedDocument() {
  try {
    return readFileSync(OPENAPI_FILE, 'utf8');
  } catch {
    throw new Error(`${OPENAPI_FILE} is missing: run npm run openapi -w @lumen/server`);
  }
}

describe('openapi/openapi.json', () => {
  it('is the document the routes produce (run `npm run openapi -w @lumen/server` when this fails)', () => {
    expect(
      committedDocument(),
      'openapi/openapi.json is stale: run npm run openapi -w @lumen/server',
    ).toBe(renderOpenApiDocument());
  });

  it('the built document breaks nothing in the committed one, unless info.version has a new major', async () => {
    const breaking = await unannouncedBreakingChanges(
      JSON.parse(committedDocument()),
      JSON.parse(renderOpenApiDocument()),
    );
    expect(breaking, 'breaking changes: bump the major of info.version in lib/openapi.ts').toEqual(
      [],
    );
  }, 180_000);
});

describe('breaking changes (openapi-diff on the 3.0 spelling of both documents)', () => {
  const built = JSON.parse(renderOpenApiDocument());

  it('a removed operation, a new required request field and a removed answer field break; additions do not', async () => {
    const broken = structuredClone(built);
    delete broken.paths['/api/models'];
    broken.components.schemas.SignUp.properties.referral = { type: 'string' };
    broken.components.schemas.SignUp.required.push('referral');
    delete broken.components.schemas.Token.properties.token;
    delete broken.components.schemas.Token.required;
    const codes = (await breakingChanges(built, broken)).map((change) => change.code);
    // openapi-diff's words: fewer bodies accepted (request scope removed), more kinds of answer
    // to expect (response scope added).
    expect(codes).toContain('path.remove');
    expect(codes).toContain('request.body.scope.remove');
    expect(codes).toContain('response.body.scope.add');

    const extended = structuredClone(built);
    extended.paths['/api/extra'] = structuredClone(built.paths['/api/models']);
    extended.paths['/api/extra'].get.operationId = 'listExtra';
    extended.components.schemas.Token.properties.expiresAt = { type: 'string' };
    expect(await breakingChanges(built, extended)).toEqual([]);
  }, 180_000);

  it('a new major of info.version lets a breaking change through', async () => {
    const broken = structuredClone(built);
    delete broken.paths['/api/models'];
    expect(await unannouncedBreakingChanges(built, broken)).not.toEqual([]);
    broken.info.version = `${Number(built.info.version.split('.')[0]) + 1}.0.0`;
    expect(await unannouncedBreakingChanges(built, broken)).toEqual([]);
  }, 180_000);
});
