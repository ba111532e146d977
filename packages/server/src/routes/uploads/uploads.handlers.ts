import { UPLOAD_FILE_FIELD, UPLOAD_MESSAGES, unwrap } from '@lumen/domain';
import { ApiError } from '../../lib/http-errors';
import type { AppRouteHandler } from '../../lib/types';
import { authOf } from '../../middlewares/auth';
import type { GetRoute, UploadRoute } from './uploads.routes';

const noFile = () =>
  new ApiError(400, 'validation_error', UPLOAD_MESSAGES.noFile, {
    issues: [{ path: UPLOAD_FILE_FIELD, message: UPLOAD_MESSAGES.noFile }],
  });

/** The form's file, or the refusal of a request that carries none. */
async function fileOf(c: Parameters<AppRouteHandler<UploadRoute>>[0]): Promise<File> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new ApiError(415, 'unsupported_media_type', 'Content-Type must be multipart/form-data');
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw noFile();
  }
  const files = form.getAll(UPLOAD_FILE_FIELD);
  const [file] = files;
  if (files.length !== 1 || !(file instanceof File) || file.size === 0) throw noFile();
  return file;
}

export const upload: AppRouteHandler<UploadRoute> = async (c) => {
  const uploads = c.var.deps.useCases.uploads;
  const file = await fileOf(c);
  // The body limit lets a form's own bytes through; the file itself is held to the limit here.
  if (file.size > uploads.limits.maxBytes) throw uploads.tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stored = unwrap(await uploads.upload(authOf(c).userId, bytes));
  return c.json(stored, 201);
};

export const get: AppRouteHandler<GetRoute> = async (c) => {
  const found = unwrap(
    await c.var.deps.useCases.uploads.get(authOf(c).userId, c.req.valid('param').id),
  );
  return c.json(found, 200);
};
