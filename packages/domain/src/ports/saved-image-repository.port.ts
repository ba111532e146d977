import type { NewSavedImage, SavedImage } from '../shared/entities';
import type { AspectRatio, ImageSize, ImageStyle } from '../generation/image-options';
import type { GallerySortField } from '../validation/query.schema';
import type { SavedQuota } from '../accounts/saved-quota';
import type { ListQuery, Page } from './common.port';

export interface SavedImageFilters {
  readonly style?: ImageStyle;
  readonly size?: ImageSize;
  readonly aspectRatio?: AspectRatio;
  /** Case-insensitive substring of the prompt. */
  readonly search?: string;
}

export interface SavedImageRepository {
  /**
   * Saves several images of one user at once (all belong to `userId`), all or none, counted in
   * the user's library usage in the same transaction. With a quota, images that would take the
   * library past it are not saved: throws DomainError `quota_exceeded`.
   */
  createMany(
    userId: string,
    images: readonly NewSavedImage[],
    quota?: SavedQuota,
  ): Promise<SavedImage[]>;
  findById(userId: string, imageId: string): Promise<SavedImage | null>;
  list(query: ListQuery<SavedImageFilters, GallerySortField>): Promise<Page<SavedImage>>;
  /**
   * The ids of the user's live (not deleted) gallery images under these URLs, by URL (the
   * newest when saved twice): how a derived image names its source's entry.
   */
  liveIdsByUrl(userId: string, urls: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** Soft delete; false when there is no such image of this user. */
  delete(userId: string, imageId: string): Promise<boolean>;
}
