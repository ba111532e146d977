export interface StoredMedia {
  /** Storage key, e.g. `<userId>/<id>.png`. */
  readonly key: string;
  /** The URL this server serves the media at. */
  readonly url: string;
}

export interface MediaStore {
  put(input: { userId: string; bytes: Uint8Array; contentType: string }): Promise<StoredMedia>;
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /**
   * The bytes under the key as they are read, a chunk at a time (null when there are none):
   * what a download of many files reads, so it never holds a whole file.
   */
  stream(key: string): Promise<AsyncIterable<Uint8Array> | null>;
  /** True only for a URL this store issued for this user (the save endpoint relies on it). */
  owns(url: string, userId: string): Promise<boolean>;
  /** The key of a URL this store could have issued (relative or under PUBLIC_URL), else null. */
  keyOf(url: string): string | null;
  /** Removes every file stored for this user (account deletion); answers how many. */
  removeAllOf(userId: string): Promise<number>;
  /** Removes these keys (a key already gone is no error). */
  remove(keys: readonly string[]): Promise<void>;
  /**
   * The users that have media (their folders), in key order, after `after` (null: from the
   * start), at most `limit`: the sweeper pages through them for closed accounts' leftovers.
   */
  owners(after: string | null, limit: number): Promise<string[]>;
}
