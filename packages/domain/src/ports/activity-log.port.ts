import type { ActivityLogEntry, NewActivityLogEntry } from '../shared/entities';
import type { ListQuery, Page } from './common.port';

/** user_activity_log: an append-only audit of what a user did (sign-in, top-up, …). */
export interface ActivityLog {
  record(entry: NewActivityLogEntry): Promise<void>;
  list(query: ListQuery): Promise<Page<ActivityLogEntry>>;
}
