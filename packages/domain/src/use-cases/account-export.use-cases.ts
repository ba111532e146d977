import type { SavedImage } from '../entities';
import { domainErr, ok, type Result } from '../errors';
import type { Page } from '../ports/common.port';
import type { BillingProfileRepository } from '../ports/billing-profile-repository.port';
import type { Clock } from '../ports/clock.port';
import type { CreditLedger } from '../ports/credit-ledger.port';
import type { GenerationRepository } from '../ports/generation-repository.port';
import type { MediaStore } from '../ports/media-store.port';
import type { SavedImageRepository } from '../ports/saved-image-repository.port';
import type { SavedTextRepository } from '../ports/saved-text-repository.port';
import type { TransactionRepository } from '../ports/transaction-repository.port';
import type { UserRepository } from '../ports/user-repository.port';
import { EXTRA_MESSAGES } from '../validation/messages';

/** Rows read per query while an export is gathered (the repositories' page limit). */
const PAGE = 100;

export interface AccountExportPorts {
  readonly users: UserRepository;
  readonly billingProfiles: BillingProfileRepository;
  readonly transactions: TransactionRepository;
  readonly creditLedger: Pick<CreditLedger, 'entries'>;
  readonly generations: GenerationRepository;
  readonly savedImages: SavedImageRepository;
  readonly savedTexts: SavedTextRepository;
  readonly mediaStore: MediaStore;
  readonly clock: Clock;
}

/**
 * One file of the archive. Images are read when the archive reaches them (`read`), one at a
 * time, so an export never holds a user's pictures in memory together.
 */
export type ExportFile =
  | { readonly path: string; readonly text: string }
  | { readonly path: string; readonly read: () => Promise<Uint8Array | null> };

export interface AccountExport {
  /** The archive's file name: `lumen-studio-export-<date>.zip`. */
  readonly fileName: string;
  readonly files: readonly ExportFile[];
}

async function all<T>(list: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const { items } = await list(page);
    rows.push(...items);
    if (items.length < PAGE) return rows;
  }
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

export function createAccountExportUseCases(ports: AccountExportPorts) {
  /** A saved image's file in an archive (null when its URL is not this store's), read lazily. */
  const imageFile = (image: SavedImage): Extract<ExportFile, { read: unknown }> | null => {
    const key = ports.mediaStore.keyOf(image.imageUrl);
    if (!key) return null;
    const extension = key.split('.').pop() ?? 'png';
    return {
      path: `images/${day(image.createdAt)}-${image.id}.${extension}`,
      read: async () => (await ports.mediaStore.get(key))?.bytes ?? null,
    };
  };

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
      const files = images.flatMap((image) => {
        const file = imageFile(image);
        return file ? [file] : [];
      });
      return ok({ fileName: `lumen-studio-images-${day(ports.clock.now())}.zip`, files });
    },

    /**
     * GET /api/account/export: everything the account holds — profile, billing profiles,
     * transactions, ledger, generations, saved texts (.md) and saved images (files) — and a
     * manifest.json listing each file. Null when the user no longer exists.
     */
    async exportAccount(userId: string): Promise<AccountExport | null> {
      const user = await ports.users.findById(userId);
      if (!user) return null;
      const now = ports.clock.now();
      const query = (page: number) => ({ userId, page, limit: PAGE });
      const [billingProfiles, transactions, ledger, generations, images, texts] = await Promise.all(
        [
          ports.billingProfiles.list(userId),
          all((page) => ports.transactions.list(query(page))),
          all((page) => ports.creditLedger.entries(query(page))),
          all((page) => ports.generations.list(query(page))),
          all((page) => ports.savedImages.list(query(page))),
          all((page) => ports.savedTexts.list(query(page))),
        ],
      );

      const files: ExportFile[] = [];
      const profile = {
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
      };
      files.push({ path: 'profile.json', text: json(profile) });
      files.push({ path: 'billing-profiles.json', text: json(billingProfiles) });
      files.push({
        path: 'transactions.json',
        text: json(
          transactions.map(({ paymentUrl: _url, sessionId: _session, ...transaction }) => ({
            ...transaction,
            amount: (transaction.amountCents / 100).toFixed(2),
          })),
        ),
      });
      files.push({ path: 'ledger.json', text: json(ledger) });
      files.push({ path: 'generations.json', text: json(generations) });

      const imageFiles: { id: string; file: string | null; prompt: string }[] = [];
      for (const image of images) {
        const file = imageFile(image);
        imageFiles.push({ id: image.id, file: file?.path ?? null, prompt: image.prompt });
        if (file) files.push(file);
      }
      files.push({
        path: 'images.json',
        text: json(
          images.map((image) => ({
            ...image,
            file: imageFiles.find((entry) => entry.id === image.id)?.file ?? null,
          })),
        ),
      });
      for (const text of texts) {
        files.push({ path: `texts/${day(text.createdAt)}-${text.id}.md`, text: markdown(text) });
      }

      const manifest = {
        format: 'lumen-studio-export',
        version: 1,
        exportedAt: now.toISOString(),
        userId: user.id,
        counts: {
          billingProfiles: billingProfiles.length,
          transactions: transactions.length,
          ledgerEntries: ledger.length,
          generations: generations.length,
          savedImages: images.length,
          savedTexts: texts.length,
        },
        files: files.map((file) => file.path),
      };
      return {
        fileName: `lumen-studio-export-${day(now)}.zip`,
        files: [{ path: 'manifest.json', text: json(manifest) }, ...files],
      };
    },
  };
}

export type AccountExportUseCases = ReturnType<typeof createAccountExportUseCases>;
