import type { Sequelize } from 'sequelize';
import {
  type DatabaseOptions,
  enableSqliteWal,
  openConnection,
  type SqlDialect,
} from './connection';
import { migrate } from './migrator';
import { defineModels } from './models';
import { SqlAccountExportRows } from './repositories/account-export.sql';
import { SqlAccountClosure } from './repositories/account-closure.sql';
import { SqlAccountMailSettings, SqlPasswordResetTokens } from './repositories/account-mail.sql';
import { SqlAccountStats } from './repositories/account-stats.sql';
import { SqlOperatorQueries, SqlUserRoles } from './repositories/operator.sql';
import { SqlActivityLog } from './repositories/activity-log.sql';
import { SqlBillingProfileRepository } from './repositories/billing-profile.sql';
import { SqlCreditLedger } from './repositories/credit-ledger.sql';
import { SqlGenerationRepository } from './repositories/generation.sql';
import { SqlLinkedIdentityRepository } from './repositories/linked-identity.sql';
import { SqlSavedImageRepository } from './repositories/saved-image.sql';
import { SqlSavedTextRepository } from './repositories/saved-text.sql';
import { SqlPersonalTokenRepository } from './repositories/personal-token.sql';
import { SqlSessionRepository } from './repositories/session.sql';
import { SqlShareRepository } from './repositories/share.sql';
import { SqlTransactionRepository } from './repositories/transaction.sql';
import { SqlTrialClaims } from './repositories/trial-claims.sql';
import { SqlUploadRepository } from './repositories/upload.sql';
import { SqlUserRepository } from './repositories/user.sql';
import { SqlKnownDevices } from './repositories/known-devices.sql';
import { SqlPasskeyCredentials } from './repositories/passkey-credentials.sql';
import type { SqlScope } from './sql-support';

/** Every SQL repository, all bound to one scope (the pool, or one open transaction). */
export interface SqlRepositories {
  users: SqlUserRepository;
  /** The dashboard's figures, counted in SQL. */
  accountStats: SqlAccountStats;
  /** An account's rows a page at a time, for its export. */
  exportRows: SqlAccountExportRows;
  /** Roles (the operator's admin) and the console's system-wide reads. */
  roles: SqlUserRoles;
  operator: SqlOperatorQueries;
  sessions: SqlSessionRepository;
  personalTokens: SqlPersonalTokenRepository;
  passwordResetTokens: SqlPasswordResetTokens;
  accountMailSettings: SqlAccountMailSettings;
  shares: SqlShareRepository;
  savedImages: SqlSavedImageRepository;
  savedTexts: SqlSavedTextRepository;
  generations: SqlGenerationRepository;
  billingProfiles: SqlBillingProfileRepository;
  activityLog: SqlActivityLog;
  transactions: SqlTransactionRepository;
  creditLedger: SqlCreditLedger;
  /** The ledger again, in its TrialCredits role. */
  trials: SqlCreditLedger;
  accountClosure: SqlAccountClosure;
  trialClaims: SqlTrialClaims;
  emailVerificationTokens: SqlPasswordResetTokens;
  /** Pictures users sent (their rows; the files are media). */
  uploads: SqlUploadRepository;
  /** The device families each account signed in from, and its new-device mail setting. */
  knownDevices: SqlKnownDevices;
  passkeys: SqlPasskeyCredentials;
  /** Provider accounts (OpenID Connect) linked to users. */
  linkedIdentities: SqlLinkedIdentityRepository;
}

export interface Database extends SqlRepositories {
  dialect: SqlDialect;
  /** Applies pending migrations (names returned). Call once at start-up. */
  migrate(): Promise<string[]>;
  /**
   * Runs `fn` with repositories that all work inside one database transaction: when `fn`
   * throws, nothing it wrote stays. (The ledger's own steps become savepoints inside it.)
   */
  transaction<T>(fn: (repos: SqlRepositories) => Promise<T>): Promise<T>;
  /** SELECT 1: for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The raw Sequelize instance, for tests and diagnostics only. */
  sequelize: Sequelize;
}

export type { DatabaseOptions };

export interface OpenDatabaseOptions extends DatabaseOptions {
  /** Told, after the commit, of each user whose account view a write changed. */
  onUserChanged?: (userId: string) => void;
}

function repositories(scope: SqlScope): SqlRepositories {
  const ledger = new SqlCreditLedger(scope);
  return {
    users: new SqlUserRepository(scope),
    accountStats: new SqlAccountStats(scope),
    exportRows: new SqlAccountExportRows(scope),
    roles: new SqlUserRoles(scope),
    operator: new SqlOperatorQueries(scope),
    sessions: new SqlSessionRepository(scope),
    personalTokens: new SqlPersonalTokenRepository(scope),
    passwordResetTokens: new SqlPasswordResetTokens(scope),
    accountMailSettings: new SqlAccountMailSettings(scope),
    shares: new SqlShareRepository(scope),
    savedImages: new SqlSavedImageRepository(scope),
    savedTexts: new SqlSavedTextRepository(scope),
    generations: new SqlGenerationRepository(scope),
    billingProfiles: new SqlBillingProfileRepository(scope),
    activityLog: new SqlActivityLog(scope),
    transactions: new SqlTransactionRepository(scope),
    creditLedger: ledger,
    trials: ledger,
    accountClosure: new SqlAccountClosure(scope),
    trialClaims: new SqlTrialClaims(scope),
    emailVerificationTokens: new SqlPasswordResetTokens(scope, 'email_verification_tokens'),
    uploads: new SqlUploadRepository(scope),
    knownDevices: new SqlKnownDevices(scope),
    passkeys: new SqlPasskeyCredentials(scope),
    linkedIdentities: new SqlLinkedIdentityRepository(scope),
  };
}

/**
 * Opens MySQL/MariaDB when `url` is given (mysql:// or mariadb://), else SQLite at
 * `sqlitePath` (default ':memory:', which is a private temporary file, removed on close).
 * Nothing is created until `migrate()` runs.
 */
export function openDatabase(options: OpenDatabaseOptions = {}): Database {
  const connection = openConnection(options);
  const models = defineModels(connection.sequelize);
  const scope: SqlScope = {
    connection,
    models,
    ...(options.onUserChanged ? { onUserChanged: options.onUserChanged } : {}),
  };
  let walReady: Promise<void> | undefined;
  const ensureWal = () => {
    walReady ??= enableSqliteWal(connection);
    return walReady;
  };
  return {
    ...repositories(scope),
    dialect: connection.dialect,
    sequelize: connection.sequelize,
    migrate: async () => {
      await ensureWal();
      return migrate(connection);
    },
    transaction: (fn) => connection.transaction((tx) => fn(repositories({ ...scope, tx }))),
    ping: async () => {
      await connection.sequelize.query('SELECT 1');
    },
    close: () => connection.close(),
  };
}
