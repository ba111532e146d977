import { unwrap } from '@lumen/domain';
import type { AccountExport } from '@lumen/domain/use-cases';
import type { Context } from 'hono';
import type { AppRouteHandler } from '../../lib/types';
import { unauthorized } from '../../lib/http-errors';
import { zipStream } from '../../lib/zip-stream';
import { authOf, requestMeta } from '../../middlewares/auth';
import type {
  DeleteAccountRoute,
  DownloadImagesRoute,
  ExportDataRoute,
} from './account-data.routes';

/** An archive as a download: streamed, never cached. */
function sendZip(c: Context, archive: AccountExport) {
  c.header('Content-Type', 'application/zip');
  c.header('Content-Disposition', `attachment; filename="${archive.fileName}"`);
  c.header('Cache-Control', 'no-store');
  return c.body(zipStream(archive.files, archive.finish), 200) as never;
}

export const exportData: AppRouteHandler<ExportDataRoute> = async (c) => {
  const result = await c.var.deps.useCases.accountExport.exportAccount(authOf(c).userId);
  const archive = unwrap(result);
  if (!archive) throw unauthorized();
  return sendZip(c, archive);
};

export const downloadImages: AppRouteHandler<DownloadImagesRoute> = async (c) => {
  const { ids } = c.req.valid('json');
  const result = await c.var.deps.useCases.accountExport.savedImagesArchive(authOf(c).userId, ids);
  return sendZip(c, unwrap(result));
};

export const deleteAccount: AppRouteHandler<DeleteAccountRoute> = async (c) => {
  const result = await c.var.deps.useCases.accountDeletion.deleteAccount(
    authOf(c).userId,
    c.req.valid('json'),
    requestMeta(c),
  );
  return c.json(unwrap(result), 200);
};
