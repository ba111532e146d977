import path from 'node:path';
import { BUNDLE_OUTFILE, BUNDLED_SCRIPTS, bundleServer, externalPackages } from '../build/bundle';

// `npm run build -w @lumen/server`: the production entry, run by `node` without tsx.
const metafile = await bundleServer();
const bytes = Object.values(metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `bundled ${path.relative(process.cwd(), BUNDLE_OUTFILE)} and ${BUNDLED_SCRIPTS.map((name) => `${name}.js`).join(', ')} beside it (${Math.round(bytes / 1024)} KiB with their source maps); from node_modules: ${externalPackages(metafile).join(', ')}`,
);
