import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unannouncedBreakingChanges } from '../lib/openapi-breaking';
import { OPENAPI_FILE, renderOpenApiDocument } from '../lib/openapi-export';

// Writes openapi/openapi.json from the route table, without starting a server or a database.
// A breaking change to the committed document is refused unless info.version has a new major.
const rendered = renderOpenApiDocument();
if (existsSync(OPENAPI_FILE)) {
  const breaking = await unannouncedBreakingChanges(
    JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')),
    JSON.parse(rendered),
  );
  if (breaking.length) {
    console.error('Breaking changes to the API: bump the major of info.version (lib/openapi.ts)');
    for (const change of breaking) console.error(`  ${change.code} at ${change.location}`);
    process.exit(1);
  }
}
mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
writeFileSync(OPENAPI_FILE, rendered);
console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
