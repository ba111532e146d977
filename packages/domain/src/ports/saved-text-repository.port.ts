import type { NewSavedText, SavedText } from '../shared/entities';
import type { TextLength, TextType, WritingStyle } from '../generation/text-options';
import type { SavedQuota } from '../accounts/saved-quota';
import type { ListQuery, Page } from './common.port';

export interface SavedTextFilters {
  readonly textType?: TextType;
  readonly textLength?: TextLength;
  readonly writingStyle?: WritingStyle;
  /** Case-insensitive substring of the prompt or the content. */
  readonly search?: string;
}

export interface SavedTextRepository {
  /**
   * Saves the text and counts it in the user's library usage, in one transaction. With a quota,
   * a text that would take the library past it is not saved: throws DomainError
   * `quota_exceeded` (of two concurrent saves that would both pass it, one is refused).
   */
  create(text: NewSavedText, quota?: SavedQuota): Promise<SavedText>;
  findById(userId: string, textId: string): Promise<SavedText | null>;
  /** Newest first. */
  list(query: ListQuery<SavedTextFilters>): Promise<Page<SavedText>>;
  /** Soft delete; false when there is no such text of this user. */
  delete(userId: string, textId: string): Promise<boolean>;
}
