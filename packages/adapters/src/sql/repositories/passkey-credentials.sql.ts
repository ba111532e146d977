import type { NewPasskeyCredential, PasskeyCredential, PasskeyCredentials } from '@lumen/domain';
import {
  bindDate,
  change,
  insertRow,
  newId,
  type SqlScope,
  select,
  toDate,
  toDateOrNull,
  toInt,
} from '../sql-support';

interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  name: string;
  created_at: unknown;
  last_used_at: unknown;
}

const toPasskey = (row: PasskeyRow): PasskeyCredential => ({
  id: row.id,
  userId: row.user_id,
  credentialId: row.credential_id,
  publicKey: row.public_key,
  counter: toInt(row.counter),
  transports: row.transports ? row.transports.split(',') : [],
  name: row.name,
  createdAt: toDate(row.created_at),
  lastUsedAt: toDateOrNull(row.last_used_at),
});

/** passkey_credentials (migration 0021). */
export class SqlPasskeyCredentials implements PasskeyCredentials {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async create(credential: NewPasskeyCredential): Promise<PasskeyCredential> {
    const id = newId();
    await insertRow(this.#scope, 'passkey_credentials', {
      id,
      user_id: credential.userId,
      credential_id: credential.credentialId,
      public_key: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports.join(','),
      name: credential.name,
      created_at: new Date(),
      last_used_at: null,
    });
    const [row] = await select<PasskeyRow>(
      this.#scope,
      'SELECT * FROM `passkey_credentials` WHERE `id` = $id',
      { id },
    );
    if (!row) throw new Error('The passkey just stored is missing');
    return toPasskey(row);
  }

  async listByUser(userId: string): Promise<PasskeyCredential[]> {
    const rows = await select<PasskeyRow>(
      this.#scope,
      'SELECT * FROM `passkey_credentials` WHERE `user_id` = $userId ORDER BY `created_at` DESC, `id`',
      { userId },
    );
    return rows.map(toPasskey);
  }

  async findByCredentialId(credentialId: string): Promise<PasskeyCredential | null> {
    const [row] = await select<PasskeyRow>(
      this.#scope,
      `SELECT p.* FROM \`passkey_credentials\` p
         JOIN \`users\` u ON u.\`id\` = p.\`user_id\` AND u.\`deleted_at\` IS NULL
        WHERE p.\`credential_id\` = $credentialId`,
      { credentialId },
    );
    return row ? toPasskey(row) : null;
  }

  async markUsed(id: string, counter: number, at: Date): Promise<void> {
    await change(
      this.#scope,
      'UPDATE `passkey_credentials` SET `counter` = $counter, `last_used_at` = $at WHERE `id` = $id',
      { id, counter, at: bindDate(this.#scope.connection.dialect, at) },
    );
  }

  async rename(userId: string, id: string, name: string): Promise<boolean> {
    const [row] = await select<{ id: string }>(
      this.#scope,
      'SELECT `id` FROM `passkey_credentials` WHERE `id` = $id AND `user_id` = $userId',
      { id, userId },
    );
    if (!row) return false;
    await change(
      this.#scope,
      'UPDATE `passkey_credentials` SET `name` = $name WHERE `id` = $id AND `user_id` = $userId',
      { id, userId, name },
    );
    return true;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const removed = await change(
      this.#scope,
      'DELETE FROM `passkey_credentials` WHERE `id` = $id AND `user_id` = $userId',
      { id, userId },
    );
    return removed > 0;
  }
}
