import path from 'node:path';
import { BUNDLE_OUTFILE, bundleServer, externalPackages } from '../build/bundle';

// `npm run build -w @lumen/server`: the production entry, run by `node` without tsx.
const metafile = await bundleServer();
const bytes = Object.values(metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `bundled ${path.relative(process.cwd(), BUNDLE_OUTFILE)} (${Math.round(bytes / 1024)} KiB with its source map); from node_modules: ${externalPackages(metafile).join(', ')}`,
);
