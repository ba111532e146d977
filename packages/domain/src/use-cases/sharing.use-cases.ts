import { DAY_MS } from '../shared/constants';
import { DomainError, err, ok, type Result } from '../shared/errors';
import type { Clock } from '../ports/clock.port';
import type { GenerationRepository } from '../ports/generation-repository.port';
import type { IdGenerator } from '../ports/id-generator.port';
import type { MediaStore } from '../ports/media-store.port';
import type { SavedImageRepository } from '../ports/saved-image-repository.port';
import type { SavedTextRepository } from '../ports/saved-text-repository.port';
import type {
  Share,
  ShareExpiry,
  ShareItemType,
  ShareRepository,
} from '../ports/share-repository.port';
import type { ShareCreate } from '../validation/share.schema';

/** The most live links one list answers (newest first). */
export const SHARE_LIST_CAP = 100;

const LIFETIME_MS: Readonly<Record<ShareExpiry, number | null>> = {
  '1d': DAY_MS,
  '7d': 7 * DAY_MS,
  never: null,
};

export interface SharingPorts {
  readonly shares: ShareRepository;
  readonly savedImages: SavedImageRepository;
  readonly savedTexts: SavedTextRepository;
  readonly generations: GenerationRepository;
  readonly mediaStore: MediaStore;
  readonly ids: Pick<IdGenerator, 'token'>;
  readonly clock: Clock;
}

/** What a link shows: an image (by its media URL, never handed out) or a text, and the prompt. */
interface SharedContent {
  readonly kind: 'image' | 'text';
  readonly prompt: string;
  readonly text: string | null;
  readonly mediaUrl: string | null;
  readonly createdAt: Date;
}

/** A link as its owner sees it. */
export interface ShareView {
  readonly id: string;
  readonly url: string;
  readonly itemType: ShareItemType;
  readonly itemId: string;
  readonly kind: 'image' | 'text';
  readonly prompt: string;
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
}

/** A link as anyone holding it sees it: no account data, no media URL. */
export interface PublicShare {
  readonly kind: 'image' | 'text';
  readonly prompt: string;
  readonly text: string | null;
  /** When the shared item was made. */
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
}

const notFound = () => new DomainError('not_found', 'Share link not found');

export function createSharingUseCases(ports: SharingPorts, settings: { publicUrl: string }) {
  const base = settings.publicUrl.replace(/\/+$/, '');

  /** The item, when it still exists, is its owner's and can be shown. */
  async function content(
    userId: string,
    itemType: ShareItemType,
    itemId: string,
  ): Promise<SharedContent | null> {
    if (itemType === 'image') {
      const image = await ports.savedImages.findById(userId, itemId);
      if (!image) return null;
      return {
        kind: 'image',
        prompt: image.prompt,
        text: null,
        mediaUrl: image.imageUrl,
        createdAt: image.createdAt,
      };
    }
    if (itemType === 'text') {
      const text = await ports.savedTexts.findById(userId, itemId);
      if (!text) return null;
      return {
        kind: 'text',
        prompt: text.prompt,
        text: text.content,
        mediaUrl: null,
        createdAt: text.createdAt,
      };
    }
    // A generation keeps its image, not its texts: only a completed image generation shares.
    const generation = await ports.generations.findById(userId, itemId);
    if (
      generation?.generationType !== 'image' ||
      generation.status !== 'completed' ||
      !generation.resultUrl
    ) {
      return null;
    }
    return {
      kind: 'image',
      prompt: generation.prompt,
      text: null,
      mediaUrl: generation.resultUrl,
      createdAt: generation.createdAt,
    };
  }

  const view = (share: Share, shown: SharedContent): ShareView => ({
    id: share.id,
    url: `${base}/s/${share.token}`,
    itemType: share.itemType,
    itemId: share.itemId,
    kind: shown.kind,
    prompt: shown.prompt,
    createdAt: share.createdAt,
    expiresAt: share.expiresAt,
  });

  /** The live link and what it shows; revoked, expired or emptied links are one 404. */
  async function live(token: string): Promise<Result<{ share: Share; shown: SharedContent }>> {
    const share = await ports.shares.findLive(token, ports.clock.now());
    if (!share) return err(notFound());
    const shown = await content(share.userId, share.itemType, share.itemId);
    return shown ? ok({ share, shown }) : err(notFound());
  }

  return {
    /** POST /api/shares: a new unguessable link to one of the user's own items. */
    async create(userId: string, input: ShareCreate): Promise<Result<ShareView>> {
      const shown = await content(userId, input.itemType, input.itemId);
      if (!shown) return err(new DomainError('not_found', 'Item not found'));
      const lifetime = LIFETIME_MS[input.expiresIn];
      const share = await ports.shares.create({
        userId,
        token: ports.ids.token(),
        itemType: input.itemType,
        itemId: input.itemId,
        expiresAt: lifetime === null ? null : new Date(ports.clock.now().getTime() + lifetime),
      });
      return ok(view(share, shown));
    },

    /** GET /api/shares: the user's live links (items since deleted are left out). */
    async list(userId: string): Promise<ShareView[]> {
      const shares = await ports.shares.listLive(userId, ports.clock.now(), SHARE_LIST_CAP);
      const views: ShareView[] = [];
      for (const share of shares) {
        const shown = await content(userId, share.itemType, share.itemId);
        if (shown) views.push(view(share, shown));
      }
      return views;
    },

    /** DELETE /api/shares/{id}: dead at once; another user's link is a missing one. */
    async revoke(userId: string, id: string): Promise<Result<void>> {
      const revoked = await ports.shares.revoke(userId, id, ports.clock.now());
      return revoked ? ok(undefined) : err(notFound());
    },

    /** GET /s/{token}: what the public page shows. */
    async open(token: string): Promise<Result<PublicShare>> {
      const found = await live(token);
      if (!found.ok) return found;
      const { share, shown } = found.value;
      return ok({
        kind: shown.kind,
        prompt: shown.prompt,
        text: shown.text,
        createdAt: shown.createdAt,
        expiresAt: share.expiresAt,
      });
    },

    /** GET /s/{token}/image: the shared image's bytes, and only that image's. */
    async image(token: string): Promise<Result<{ bytes: Uint8Array; contentType: string }>> {
      const found = await live(token);
      if (!found.ok) return found;
      const url = found.value.shown.mediaUrl;
      const key = url ? ports.mediaStore.keyOf(url) : null;
      const media = key ? await ports.mediaStore.get(key) : null;
      return media ? ok(media) : err(notFound());
    },
  };
}

export type SharingUseCases = ReturnType<typeof createSharingUseCases>;
