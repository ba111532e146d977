import type { AppRouteHandler } from '../../lib/types';
import { unauthorized } from '../../lib/http-errors';
import { zipStream } from '../../lib/zip-stream';
import { authOf } from '../../middlewares/auth';
import type { ExportDataRoute } from './account-data.routes';

export const exportData: AppRouteHandler<ExportDataRoute> = async (c) => {
  const archive = await c.var.deps.useCases.accountExport.exportAccount(authOf(c).userId);
  if (!archive) throw unauthorized();
  c.header('Content-Type', 'application/zip');
  c.header('Content-Disposition', `attachment; filename="${archive.fileName}"`);
  c.header('Cache-Control', 'no-store');
  return c.body(zipStream(archive.files), 200) as never;
};
