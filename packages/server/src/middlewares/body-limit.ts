import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../lib/http-errors';

export const MAX_BODY_BYTES = 1024 * 1024;

/** 1 MB for every request body, announced or streamed (chunked) alike. */
export const apiBodyLimit = (maxSize = MAX_BODY_BYTES) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', 'Request body is larger than 1 MB');
    },
  });
