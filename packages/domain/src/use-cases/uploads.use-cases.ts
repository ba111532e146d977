import { DomainError, domainErr, ok, type Result } from '../shared/errors';
import type { Upload } from '../ports/upload-repository.port';
import {
  DEFAULT_UPLOAD_LIMITS,
  sniffImageType,
  UPLOAD_FILE_FIELD,
  UPLOAD_MESSAGES,
  type UploadLimits,
} from '../media/upload-image';
import type { UseCasePorts, UseCaseSettings } from './deps';

/** What the client learns of an upload. */
export interface UploadView {
  readonly id: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly contentType: Upload['contentType'];
}

export const uploadView = (upload: Upload): UploadView => ({
  id: upload.id,
  url: upload.url,
  width: upload.width,
  height: upload.height,
  contentType: upload.contentType,
});

const onFile = (message: string) => ({ issues: [{ path: UPLOAD_FILE_FIELD, message }] });

export function createUploadUseCases(
  ports: Pick<UseCasePorts, 'uploads' | 'imageDecoder' | 'mediaStore' | 'clock' | 'ids'>,
  settings: Pick<UseCaseSettings, 'uploadLimits' | 'onBackgroundError'> = {},
) {
  const limits: UploadLimits = settings.uploadLimits ?? DEFAULT_UPLOAD_LIMITS;
  const reportLate = settings.onBackgroundError ?? (() => undefined);

  const notAnImage = () =>
    domainErr('invalid_image', UPLOAD_MESSAGES.notAnImage, onFile(UPLOAD_MESSAGES.notAnImage));

  return {
    limits,

    /** The refusal of a file larger than allowed (the edge answers it before reading one). */
    tooLarge(): DomainError<'payload_too_large'> {
      const message = UPLOAD_MESSAGES.tooLarge(limits.maxBytes);
      return new DomainError('payload_too_large', message, {
        ...onFile(message),
        maxBytes: limits.maxBytes,
      });
    },

    /**
     * POST /api/uploads/images. The bytes decide, never the name or the declared type: the magic
     * number must be PNG, JPEG or WebP and agree with the decoder's reading of the header; the
     * header's dimensions are checked before a pixel is decoded (a small file may declare a
     * picture of billions of pixels), and the decoder stops past maxSide² pixels anyway. What is
     * stored is the decoder's new encoding in the same format, upright and without metadata:
     * the received bytes never are. Same format, because a photo re-encoded as PNG would be
     * several times its JPEG size, and a PNG stays lossless.
     */
    async upload(userId: string, bytes: Uint8Array): Promise<Result<UploadView>> {
      if (bytes.byteLength > limits.maxBytes) return { ok: false, error: this.tooLarge() };
      const sniffed = sniffImageType(bytes);
      if (!sniffed) return notAnImage();
      const header = await ports.imageDecoder.readHeader(bytes);
      if (!header || header.contentType !== sniffed) return notAnImage();
      if (header.width > limits.maxSide || header.height > limits.maxSide) {
        const message = UPLOAD_MESSAGES.tooManyPixels(limits.maxSide);
        return domainErr('image_too_large', message, {
          ...onFile(message),
          maxSide: limits.maxSide,
        });
      }
      const image = await ports.imageDecoder.reencode(bytes, {
        contentType: sniffed,
        maxPixels: limits.maxSide * limits.maxSide,
      });
      if (!image) return notAnImage();
      const stored = await ports.mediaStore.put({
        userId,
        bytes: image.bytes,
        contentType: image.contentType,
      });
      try {
        const upload = await ports.uploads.create({
          id: ports.ids.uuid(),
          userId,
          mediaKey: stored.key,
          url: stored.url,
          contentType: image.contentType,
          width: image.width,
          height: image.height,
          bytes: image.bytes.byteLength,
          createdAt: ports.clock.now(),
        });
        return ok(uploadView(upload));
      } catch (error) {
        // No row, no file: a picture nobody can find again would only take room.
        await ports.mediaStore.remove([stored.key]).catch(reportLate);
        throw error;
      }
    },

    /** GET /api/uploads/images/{id}: the owner's upload; anyone else's is a missing one. */
    async get(userId: string, id: string): Promise<Result<UploadView>> {
      const upload = await ports.uploads.find(userId, id);
      if (!upload) return domainErr('not_found', 'Upload not found');
      return ok(uploadView(upload));
    },
  };
}

export type UploadUseCases = ReturnType<typeof createUploadUseCases>;
