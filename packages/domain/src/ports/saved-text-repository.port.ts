import type { NewSavedText, SavedText } from '../entities';
import type { TextLength, TextType, WritingStyle } from '../text-options';
import type { ListQuery, Page } from './common.port';

export interface SavedTextFilters {
  readonly textType?: TextType;
  readonly textLength?: TextLength;
  readonly writingStyle?: WritingStyle;
  /** Case-insensitive substring of the prompt or the content. */
  readonly search?: string;
}

export interface SavedTextRepository {
  create(text: NewSavedText): Promise<SavedText>;
  findById(userId: string, textId: string): Promise<SavedText | null>;
  /** Newest first. */
  list(query: ListQuery<SavedTextFilters>): Promise<Page<SavedText>>;
  /** Soft delete; false when there is no such text of this user. */
  delete(userId: string, textId: string): Promise<boolean>;
}
