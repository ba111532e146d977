import type { DeviceSighting, KnownDevices } from '@lumen/domain';
import { sha256Hex } from '../../crypto/token-hash';
import { bindDate, change, type SqlScope, select, toBool } from '../sql-support';

/** known_devices and account_mail_settings.new_device_mail (migration 0020). */
export class SqlKnownDevices implements KnownDevices {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async remember(userId: string, family: string, now: Date): Promise<DeviceSighting> {
    const { dialect } = this.#scope.connection;
    const at = bindDate(dialect, now);
    const familyHash = sha256Hex(family);
    const [had] = await select<{ n: number | string }>(
      this.#scope,
      'SELECT COUNT(*) AS `n` FROM `known_devices` WHERE `user_id` = $userId',
      { userId },
    );
    const ignore = dialect === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
    // The insert decides: of two sign-ins racing from one new device, one is told it is new.
    const inserted = await change(
      this.#scope,
      `${ignore} INTO \`known_devices\` (\`user_id\`, \`family_hash\`, \`first_seen_at\`, \`last_seen_at\`)
       VALUES ($userId, $familyHash, $at, $at)`,
      { userId, familyHash, at },
    );
    if (inserted === 0) {
      await change(
        this.#scope,
        `UPDATE \`known_devices\` SET \`last_seen_at\` = $at
          WHERE \`user_id\` = $userId AND \`family_hash\` = $familyHash`,
        { userId, familyHash, at },
      );
      return 'known';
    }
    return Number(had?.n ?? 0) === 0 ? 'first' : 'new';
  }

  async newDeviceMail(userId: string): Promise<boolean> {
    const [row] = await select<{ new_device_mail: unknown }>(
      this.#scope,
      'SELECT `new_device_mail` FROM `account_mail_settings` WHERE `user_id` = $userId',
      { userId },
    );
    return row ? toBool(row.new_device_mail) : false;
  }

  async setNewDeviceMail(userId: string, enabled: boolean): Promise<void> {
    const upsert =
      this.#scope.connection.dialect === 'mysql'
        ? 'ON DUPLICATE KEY UPDATE `new_device_mail` = VALUES(`new_device_mail`)'
        : 'ON CONFLICT (`user_id`) DO UPDATE SET `new_device_mail` = excluded.`new_device_mail`';
    await change(
      this.#scope,
      `INSERT INTO \`account_mail_settings\` (\`user_id\`, \`new_device_mail\`)
       VALUES ($userId, $enabled) ${upsert}`,
      { userId, enabled: enabled ? 1 : 0 },
    );
  }
}
