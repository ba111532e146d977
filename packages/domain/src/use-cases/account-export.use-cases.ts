import type { Generation, SavedImage } from '../shared/entities';
import { DomainError, domainErr, err, ok, type Result } from '../shared/errors';
import type { AccountExportRows, RowCursor } from '../ports/account-export.port';
import type { BillingProfileRepository } from '../ports/billing-profile-repository.port';
import type { Clock } from '../ports/clock.port';
import type { IdempotencyStore } from '../ports/idempotency-store.port';
import type { MediaStore } from '../ports/media-store.port';
import type { Upload } from '../ports/upload-repository.port';
import type { RateLimiter } from '../ports/rate-limiter.port';
import type { SavedImageRepository } from '../ports/saved-image-repository.port';
import type { UserRepository } from '../ports/user-repository.port';
import { EXTRA_MESSAGES } from '../validation/messages';

/** Rows read per query while an export is written (one page of each list at a time). */
export const EXPORT_PAGE_ROWS = 100;

/** Exports one account may start in an hour, unless the settings say otherwise. */
export const DEFAULT_EXPORTS_PER_HOUR = 3;

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long an export holds the account's export slot at most: it is given back when the
 * download ends or is abandoned, and lapses by itself if the instance sending it dies.
 */
const EXPORT_SLOT_MS = 15 * 60 * 1000;
/** When a refused second export is told to come back: an export takes seconds to minutes. */
const EXPORT_RETRY_SECONDS = 30;

export const EXPORT_IN_PROGRESS_MESSAGE =
  'An export of your data is already being downloaded. Try again when it has finished.';
export const TOO_MANY_EXPORTS_MESSAGE = 'Too many exports of your data. Please try again later.';

export interface AccountExportPorts {
  readonly users: UserRepository;
  readonly billingProfiles: BillingProfileRepository;
  readonly exportRows: AccountExportRows;
  readonly savedImages: SavedImageRepository;
  readonly mediaStore: MediaStore;
  readonly clock: Clock;
  /** The hourly count of exports, shared by every instance. */
  readonly rateLimiter: RateLimiter;
  /** Holds the one export slot of each account (claimed atomically on every instance). */
  readonly idempotency: IdempotencyStore;
}

export interface AccountExportSettings {
  /** Exports one account may start in an hour (default DEFAULT_EXPORTS_PER_HOUR). */
  readonly exportsPerHour?: number;
}

/**
 * One file of an archive: a short text, or chunks produced when the archive reaches the file
 * (rows read a page at a time, media read from the store as they are sent).
 */
export type ExportFile =
  | { readonly path: string; readonly text: string }
  | { readonly path: string; readonly chunks: AsyncIterable<string | Uint8Array> };

export interface AccountExport {
  /** The archive's file name: `lumen-studio-export-<date>.zip`. */
  readonly fileName: string;
  /**
   * The files in the archive's order, each made only when the one before is being sent: the
   * archive is never gathered in memory, whatever the account holds.
   */
  readonly files: AsyncIterable<ExportFile>;
  /** Called once when the archive has been sent or abandoned (frees the export slot). */
  readonly finish: () => Promise<void>;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** A saved text as Markdown: its prompt and settings as a header, then the text as written. */
function markdown(text: {
  prompt: string;
  textType: string;
  textLength: string;
  writingStyle: string;
  outputLanguage: string;
  createdAt: Date;
  content: string;
}): string {
  const header = [
    `# ${text.prompt.replace(/\s+/g, ' ').trim()}`,
    '',
    `- Type: ${text.textType}`,
    `- Length: ${text.textLength}`,
    `- Style: ${text.writingStyle}`,
    `- Language: ${text.outputLanguage}`,
    `- Saved: ${text.createdAt.toISOString()}`,
    '',
    '---',
    '',
  ];
  return `${header.join('\n')}${text.content}\n`;
}

type Walk<T> = (after: RowCursor | null, limit: number) => Promise<T[]>;

/** Every row of a walk, a page (one query) at a time, newest first. */
async function* pages<T extends RowCursor>(walk: Walk<T>): AsyncGenerator<T[]> {
  let after: RowCursor | null = null;
  for (;;) {
    const rows = await walk(after, EXPORT_PAGE_ROWS);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_ROWS) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * A JSON array written a page at a time: the very text `JSON.stringify(rows, null, 2)` and a
 * newline would give, each element indented one level. `counted` learns how many were written.
 */
async function* jsonArray<T>(
  rows: AsyncIterable<T[]>,
  shape: (row: T) => unknown,
  counted: (n: number) => void,
): AsyncGenerator<string> {
  let n = 0;
  for await (const page of rows) {
    const items = page.map((row) => JSON.stringify(shape(row), null, 2).replace(/\n/g, '\n  '));
    yield `${n === 0 ? '[\n  ' : ',\n  '}${items.join(',\n  ')}`;
    n += page.length;
    counted(n);
  }
  yield n === 0 ? '[]\n' : '\n]\n';
}

function exportInProgress(): DomainError<'export_in_progress'> {
  return new DomainError('export_in_progress', EXPORT_IN_PROGRESS_MESSAGE, {
    retryAfterSeconds: EXPORT_RETRY_SECONDS,
  });
}

export function createAccountExportUseCases(
  ports: AccountExportPorts,
  settings: AccountExportSettings = {},
) {
  const perHour = settings.exportsPerHour ?? DEFAULT_EXPORTS_PER_HOUR;

  /** A saved image's path in an archive, or null when its URL is not this store's. */
  const imageFile = (image: SavedImage): { key: string; path: string } | null => {
    const key = ports.mediaStore.keyOf(image.imageUrl);
    if (!key) return null;
    const extension = key.split('.').pop() ?? 'png';
    return { key, path: `images/${day(image.createdAt)}-${image.id}.${extension}` };
  };

  /**
   * A completed generation's media file (speech, video, the generated image) and its path in an
   * archive, or null when it has none this store holds (texts, failed or pending jobs).
   */
  const generationFile = (generation: Generation): { key: string; path: string } | null => {
    if (generation.status !== 'completed' || !generation.resultUrl) return null;
    const key = ports.mediaStore.keyOf(generation.resultUrl);
    if (!key) return null;
    const extension = key.split('.').pop() ?? 'bin';
    return {
      key,
      path: `generations/${generation.generationType}/${day(generation.createdAt)}-${generation.id}.${extension}`,
    };
  };

  /** A generation's media as a file of the archive, read from the store as it is sent. */
  const openGeneration = async (generation: Generation): Promise<ExportFile | null> => {
    const file = generationFile(generation);
    if (!file) return null;
    const chunks = await ports.mediaStore.stream(file.key);
    return chunks ? { path: file.path, chunks } : null;
  };

  /** The image's bytes as a file of the archive, read from the store as they are sent. */
  const openImage = async (image: SavedImage): Promise<ExportFile | null> => {
    const file = imageFile(image);
    if (!file) return null;
    const chunks = await ports.mediaStore.stream(file.key);
    return chunks ? { path: file.path, chunks } : null;
  };

  /** The archive's files, each made when the archive asks for the next one. */
  async function* accountFiles(
    user: NonNullable<Awaited<ReturnType<UserRepository['findById']>>>,
    now: Date,
  ): AsyncGenerator<ExportFile> {
    const userId = user.id;
    const rows = ports.exportRows;
    const paths: string[] = [];
    const counts = {
      billingProfiles: 0,
      transactions: 0,
      ledgerEntries: 0,
      generations: 0,
      generationFiles: 0,
      savedImages: 0,
      savedTexts: 0,
      uploads: 0,
    };
    const file = (entry: ExportFile): ExportFile => {
      paths.push(entry.path);
      return entry;
    };

    yield file({
      path: 'profile.json',
      text: json({
        id: user.id,
        email: user.email,
        fullName: user.fullName,
        phone: user.phone,
        language: user.language,
        creditsBalance: user.creditsBalance,
        trialCredits: user.trialCredits,
        trialExpiresAt: user.trialExpiresAt,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      }),
    });
    // A handful per account (the form caps them).
    const billingProfiles = await ports.billingProfiles.list(userId);
    counts.billingProfiles = billingProfiles.length;
    yield file({ path: 'billing-profiles.json', text: json(billingProfiles) });
    yield file({
      path: 'transactions.json',
      chunks: jsonArray(
        pages((after, limit) => rows.transactions(userId, after, limit)),
        ({ paymentUrl: _url, sessionId: _session, ...transaction }) => ({
          ...transaction,
          amount: (transaction.amountCents / 100).toFixed(2),
        }),
        (n) => {
          counts.transactions = n;
        },
      ),
    });
    yield file({
      path: 'ledger.json',
      chunks: jsonArray(
        pages((after, limit) => rows.ledgerEntries(userId, after, limit)),
        (entry) => entry,
        (n) => {
          counts.ledgerEntries = n;
        },
      ),
    });
    // generations.json first (each naming its media file), then the media files on a second
    // walk bounded by the first walk's newest generation, as the images below.
    let newestGeneration: RowCursor | null = null;
    const generations = (after: RowCursor | null, limit: number) =>
      rows.generations(userId, after, limit);
    yield file({
      path: 'generations.json',
      chunks: jsonArray(
        pages(generations),
        (generation) => {
          newestGeneration ??= { createdAt: generation.createdAt, id: generation.id };
          return { ...generation, file: generationFile(generation)?.path ?? null };
        },
        (n) => {
          counts.generations = n;
        },
      ),
    });
    for await (const page of pages(generations)) {
      for (const generation of page) {
        if (!newestGeneration || isOlder(newestGeneration, generation)) continue;
        const media = await openGeneration(generation);
        if (!media) continue;
        counts.generationFiles++;
        yield file(media);
      }
    }

    // images.json first, then the pictures on a second walk, bounded by the first walk's
    // newest image: an image saved meanwhile is in neither.
    let newest: RowCursor | null = null;
    const images = (after: RowCursor | null, limit: number) =>
      rows.savedImages(userId, after, limit);
    yield file({
      path: 'images.json',
      chunks: jsonArray(
        pages(images),
        (image) => {
          newest ??= { createdAt: image.createdAt, id: image.id };
          return { ...image, file: imageFile(image)?.path ?? null };
        },
        (n) => {
          counts.savedImages = n;
        },
      ),
    });
    for await (const page of pages(images)) {
      for (const image of page) {
        if (!newest || isOlder(newest, image)) continue;
        const picture = await openImage(image);
        if (picture) yield file(picture);
      }
    }

    for await (const page of pages((after, limit) => rows.savedTexts(userId, after, limit))) {
      for (const text of page) {
        counts.savedTexts++;
        yield file({ path: `texts/${day(text.createdAt)}-${text.id}.md`, text: markdown(text) });
      }
    }

    // uploads.json, then the pictures, bounded like the saved images by the first walk's newest.
    let newestUpload: RowCursor | null = null;
    const uploads = (after: RowCursor | null, limit: number) => rows.uploads(userId, after, limit);
    yield file({
      path: 'uploads.json',
      chunks: jsonArray(
        pages(uploads),
        (upload) => {
          newestUpload ??= { createdAt: upload.createdAt, id: upload.id };
          const { userId: _user, mediaKey: _key, ...shown } = upload;
          return { ...shown, file: uploadPath(upload) };
        },
        (n) => {
          counts.uploads = n;
        },
      ),
    });
    for await (const page of pages(uploads)) {
      for (const upload of page) {
        if (!newestUpload || isOlder(newestUpload, upload)) continue;
        const chunks = await ports.mediaStore.stream(upload.mediaKey);
        if (chunks) yield file({ path: uploadPath(upload), chunks });
      }
    }

    // Last, once every file is in: what was written, and how many of each.
    yield {
      path: 'manifest.json',
      text: json({
        format: 'lumen-studio-export',
        version: 1,
        exportedAt: now.toISOString(),
        userId: user.id,
        counts,
        files: paths,
      }),
    };
  }

  return {
    /**
     * POST /api/images/saved/download: the chosen saved images of this user as files in one
     * ZIP. Any id that is not one of the user's live images (unknown, deleted, someone else's)
     * refuses the whole request, so a selection never comes back silently short.
     */
    async savedImagesArchive(
      userId: string,
      ids: readonly string[],
    ): Promise<Result<AccountExport>> {
      const images: SavedImage[] = [];
      for (const id of ids) {
        const image = await ports.savedImages.findById(userId, id);
        if (!image) return domainErr('not_found', EXTRA_MESSAGES.imagesNotFound);
        images.push(image);
      }
      async function* files(): AsyncGenerator<ExportFile> {
        for (const image of images) {
          const picture = await openImage(image);
          if (picture) yield picture;
        }
      }
      return ok({
        fileName: `lumen-studio-images-${day(ports.clock.now())}.zip`,
        files: files(),
        finish: async () => undefined,
      });
    },

    /**
     * GET /api/account/export: everything the account holds — profile, billing profiles,
     * transactions, ledger, generations with their media files (speech, video, images), saved
     * texts (.md), saved images and uploaded pictures (files) — and a
     * manifest.json listing each file, written while it is sent. One export per account at a
     * time (`export_in_progress`) and `exportsPerHour` an hour (`rate_limited`), on every
     * instance. Null when the user no longer exists.
     */
    async exportAccount(
      userId: string,
    ): Promise<Result<AccountExport | null, DomainError<'export_in_progress' | 'rate_limited'>>> {
      const slot = `account-export:${userId}`;
      const claim = await ports.idempotency.claim(slot, 'export', EXPORT_SLOT_MS);
      if (claim.state !== 'claimed') return err(exportInProgress());
      let finished = false;
      const finish = async () => {
        if (finished) return;
        finished = true;
        await ports.idempotency.release(slot);
      };
      try {
        const decision = await ports.rateLimiter.hit(`account-export:${userId}`, perHour, HOUR_MS);
        if (!decision.allowed) {
          await finish();
          return err(
            new DomainError('rate_limited', TOO_MANY_EXPORTS_MESSAGE, {
              retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
            }),
          );
        }
        const user = await ports.users.findById(userId);
        if (!user) {
          await finish();
          return ok(null);
        }
        const now = ports.clock.now();
        return ok({
          fileName: `lumen-studio-export-${day(now)}.zip`,
          files: accountFiles(user, now),
          finish,
        });
      } catch (error) {
        await finish();
        throw error;
      }
    },
  };
}

/** An uploaded picture's path in an archive. */
function uploadPath(upload: Upload): string {
  const extension = upload.mediaKey.split('.').pop() ?? 'png';
  return `uploads/${day(upload.createdAt)}-${upload.id}.${extension}`;
}

/** Whether `row` comes after `cursor` in the walks' newest-first order. */
function isOlder(row: RowCursor, cursor: RowCursor): boolean {
  const a = row.createdAt.getTime();
  const b = cursor.createdAt.getTime();
  return a < b || (a === b && row.id < cursor.id);
}

export type AccountExportUseCases = ReturnType<typeof createAccountExportUseCases>;
