import { createRoute, z } from '@hono/zod-openapi';
import { DEFAULT_UPLOAD_LIMITS, UPLOAD_FILE_FIELD, UPLOAD_IMAGE_TYPES } from '@lumen/domain';
import { IdParamsSchema } from '../../lib/params';
import {
  bearerSecurity,
  errorResponse,
  errorResponses,
  jsonContent,
} from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';

const tags = ['Uploads'];

export const UploadedImageSchema = z
  .object({
    id: z.string().openapi({ example: '0b6b7a2e-8d2c-4f7e-9a53-3f4b1c2d9e10' }),
    url: z.string().openapi({ example: '/media/5b0c…/3f9a0c1d2e4b5a6c7d8e9f0a1b2c3d4e.jpg' }),
    width: z.number().int().openapi({ example: 1200 }),
    height: z.number().int().openapi({ example: 800 }),
    contentType: z.enum(UPLOAD_IMAGE_TYPES),
  })
  .openapi('UploadedImage');

const { maxBytes, maxSide } = DEFAULT_UPLOAD_LIMITS;

export const upload = createRoute({
  method: 'post',
  path: '/uploads/images',
  operationId: 'uploadImage',
  tags,
  summary: 'Upload a picture of your own',
  description: `A PNG, JPEG or WebP picture in the \`${UPLOAD_FILE_FIELD}\` field of a multipart form, as the input of later generations. The bytes decide, never the file's name or declared type. The server decodes the picture, turns it upright by its EXIF orientation and stores a new encoding in the same format without any metadata (EXIF, GPS location, XMP, comments): the bytes sent are never stored. At most UPLOAD_MAX_BYTES (default ${maxBytes / (1024 * 1024)} MB) and UPLOAD_MAX_SIDE pixels a side (default ${maxSide}). A session, or a personal access token with the \`generate\` or \`full\` scope.`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: {
    // Read by the handler itself, not by a schema: each refusal of the file has its own code.
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [UPLOAD_FILE_FIELD],
            properties: {
              [UPLOAD_FILE_FIELD]: {
                type: 'string',
                format: 'binary',
                description: 'The picture: PNG, JPEG or WebP',
              },
            },
          },
        },
      },
    },
  },
  responses: {
    201: jsonContent(UploadedImageSchema, 'The stored picture: its id, URL and dimensions'),
    400: errorResponse(
      400,
      'No file, or a file that is no PNG, JPEG or WebP picture, or one with more pixels on a side than allowed; the issue is on `file`',
      ['validation_error', 'invalid_image', 'image_too_large'],
    ),
    ...errorResponses(401, 403),
    413: errorResponse(413, 'The file is larger than UPLOAD_MAX_BYTES; the issue is on `file`', [
      'payload_too_large',
    ]),
    415: errorResponse(415, 'The body is not a multipart form', ['unsupported_media_type']),
  },
});

export const get = createRoute({
  method: 'get',
  path: '/uploads/images/{id}',
  operationId: 'getUploadedImage',
  tags,
  summary: 'One of your uploaded pictures',
  description: 'Another user’s upload answers 404, as a missing one does.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(UploadedImageSchema, 'The picture'),
    ...errorResponses(401, 404),
  },
});

export type UploadRoute = typeof upload;
export type GetRoute = typeof get;
