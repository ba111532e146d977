import {
  DEFAULT_UPLOAD_LIMITS,
  UPLOAD_FILE_FIELD,
  UPLOAD_MESSAGES,
  type UploadLimits,
} from '@lumen/domain';
import { ApiError } from '../../lib/http-errors';
import type { BodyLimitException } from '../../middlewares/body-limit';

/** Room for the form around the file: its boundaries, part headers and a long file name. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * The upload route's own body limit: the file's limit plus the form around it (the handler
 * holds the file itself to the exact limit). Past it: 413 `payload_too_large`, on `file`.
 */
export function uploadBodyLimit(limits: UploadLimits = DEFAULT_UPLOAD_LIMITS): BodyLimitException {
  const message = UPLOAD_MESSAGES.tooLarge(limits.maxBytes);
  return {
    path: '/api/uploads/images',
    maxSize: limits.maxBytes + FORM_OVERHEAD_BYTES,
    error: () =>
      new ApiError(413, 'payload_too_large', message, {
        issues: [{ path: UPLOAD_FILE_FIELD, message }],
      }),
  };
}
