import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OPENAPI_FILE, renderOpenApiDocument } from '../lib/openapi-export';

// Writes openapi/openapi.json from the route table, without starting a server or a database.
mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
writeFileSync(OPENAPI_FILE, renderOpenApiDocument());
console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
