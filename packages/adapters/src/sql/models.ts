import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

// Row shapes as stored (snake_case, like the columns). Repositories map them to domain entities.
export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  full_name: string;
  phone: string | null;
  language: string;
  credits_balance: number;
  /** The part of credits_balance that is trial credits (0 <= trial_credits <= credits_balance). */
  trial_credits: number;
  /** When the trial credits lapse; NULL once the sweeper lapsed them, or when there was no trial. */
  trial_expires_at: Date | null;
  /** When the address was verified (the mailed link opened); NULL until then. */
  email_verified_at?: Date | null;
  /** The trial promised at sign-up, granted when the address is verified (then 0). */
  trial_owed_credits?: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface SessionRow {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Date;
  last_seen_at: Date | null;
  ip_address: string | null;
  user_agent: string | null;
}

export interface SavedImageRow {
  id: string;
  user_id: string;
  image_url: string;
  source_url: string;
  prompt: string;
  negative_prompt: string | null;
  size: string;
  style: string;
  model: string;
  guidance: number;
  aspect_ratio: string;
  size_requested: number;
  final_width: number | null;
  final_height: number | null;
  upscale: boolean;
  style_transfer: boolean;
  derived_from_url: string | null;
  derivation: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface SavedTextRow {
  id: string;
  user_id: string;
  content: string;
  prompt: string;
  text_type: string;
  text_length: string;
  writing_style: string;
  output_language: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface GenerationRow {
  id: string;
  user_id: string;
  generation_type: string;
  prompt: string;
  result_url: string | null;
  cost_credits: number;
  status: string;
  parameters: string | null;
  error_message: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface BillingProfileRow {
  id: string;
  user_id: string;
  billing_name: string;
  company_name: string | null;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  tax_id: string | null;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface ActivityLogRow {
  id: string;
  user_id: string | null;
  action: string;
  ip_address: string | null;
  user_agent: string | null;
  metadata: string | null;
  created_at: Date;
}

export interface TransactionRow {
  id: string;
  order_id: string;
  session_id: string | null;
  user_id: string | null;
  user_email: string;
  credits: number;
  amount: string | number;
  currency: string;
  status: string;
  credited: boolean;
  payment_url: string | null;
  quote_id: string | null;
  refund_due_at: Date | null;
  webhook_processed: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface LedgerRow {
  /** Auto-increment: the order in which entries were applied. */
  id: number | string;
  user_id: string;
  kind: string;
  amount: number;
  idempotency_key: string;
  reference: string;
  reason: string | null;
  balance_after: number;
  /** The signed part of `amount` that moved trial credits (sums to users.trial_credits). */
  trial_amount: number;
  operator_id: string | null;
  created_at: Date;
}

// biome-ignore lint/suspicious/noExplicitAny: creation attributes are checked by the repositories
type M<R extends object> = ModelStatic<Model<R, any>>;

export interface Models {
  User: M<UserRow>;
  Session: M<SessionRow>;
  SavedImage: M<SavedImageRow>;
  SavedText: M<SavedTextRow>;
  Generation: M<GenerationRow>;
  BillingProfile: M<BillingProfileRow>;
  ActivityLog: M<ActivityLogRow>;
  Transaction: M<TransactionRow>;
  Ledger: M<LedgerRow>;
}

// Factories, not shared objects: Sequelize mutates attribute definitions as it reads them.
const id = () => ({ type: DataTypes.CHAR(36), primaryKey: true, allowNull: false });
const str = (n: number, allowNull = false) => ({ type: DataTypes.STRING(n), allowNull });
const int = (allowNull = false) => ({ type: DataTypes.INTEGER, allowNull });
const bool = () => ({ type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
const date = (allowNull = false) => ({ type: DataTypes.DATE(3), allowNull });
const text = (allowNull = false) => ({ type: DataTypes.TEXT, allowNull });

// Declared explicitly: Sequelize's implicit timestamp attributes are DATE without fractional
// seconds, which MySQL would truncate to the second (and break newest-first ordering).
const stamps = () => ({ created_at: date(), updated_at: date() });
const paranoidStamps = () => ({ ...stamps(), deleted_at: date(true) });

const paranoid = {
  timestamps: true,
  paranoid: true,
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  deletedAt: 'deleted_at',
} as const;
const timestamped = { timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' } as const;
const createdOnly = { timestamps: true, createdAt: 'created_at', updatedAt: false } as const;

/** The current schema as Sequelize models; the migrations are the source of truth for DDL. */
export function defineModels(sequelize: Sequelize): Models {
  const User = sequelize.define(
    'User',
    {
      id: id(),
      email: str(255),
      password_hash: str(255),
      full_name: str(100),
      phone: str(32, true),
      language: { ...str(8), defaultValue: 'en' },
      credits_balance: { ...int(), defaultValue: 0 },
      trial_credits: { ...int(), defaultValue: 0 },
      trial_expires_at: date(true),
      email_verified_at: date(true),
      trial_owed_credits: { ...int(), defaultValue: 0 },
      ...paranoidStamps(),
    },
    { tableName: 'users', ...paranoid },
  ) as M<UserRow>;

  const Session = sequelize.define(
    'Session',
    {
      id: id(),
      user_id: str(36),
      token_hash: str(64),
      expires_at: date(),
      revoked_at: date(true),
      last_seen_at: date(true),
      ip_address: str(45, true),
      user_agent: str(512, true),
      created_at: date(),
    },
    { tableName: 'sessions', ...createdOnly },
  ) as M<SessionRow>;

  const SavedImage = sequelize.define(
    'SavedImage',
    {
      id: id(),
      user_id: str(36),
      image_url: str(2048),
      source_url: str(2048),
      prompt: str(1000),
      negative_prompt: str(500, true),
      size: str(16),
      style: str(32),
      model: { ...str(64), defaultValue: 'dall-e-3' },
      guidance: { ...int(), defaultValue: 7 },
      aspect_ratio: { ...str(16), defaultValue: '1:1' },
      size_requested: { ...int(), defaultValue: 1024 },
      final_width: int(true),
      final_height: int(true),
      upscale: bool(),
      style_transfer: bool(),
      derived_from_url: str(2048, true),
      derivation: str(16, true),
      ...paranoidStamps(),
    },
    { tableName: 'saved_images', ...paranoid },
  ) as M<SavedImageRow>;

  const SavedText = sequelize.define(
    'SavedText',
    {
      id: id(),
      user_id: str(36),
      content: text(),
      prompt: text(),
      text_type: str(32),
      text_length: str(16),
      writing_style: str(32),
      output_language: str(16),
      ...paranoidStamps(),
    },
    { tableName: 'saved_texts', ...paranoid },
  ) as M<SavedTextRow>;

  const Generation = sequelize.define(
    'Generation',
    {
      id: id(),
      user_id: str(36),
      generation_type: str(16),
      prompt: text(),
      result_url: text(true),
      cost_credits: { ...int(), defaultValue: 0 },
      status: { ...str(16), defaultValue: 'pending' },
      parameters: text(true),
      error_message: text(true),
      ...paranoidStamps(),
    },
    { tableName: 'generations', ...paranoid },
  ) as M<GenerationRow>;

  const BillingProfile = sequelize.define(
    'BillingProfile',
    {
      id: id(),
      user_id: str(36),
      billing_name: str(100),
      company_name: str(100, true),
      address: str(200),
      city: str(100),
      postal_code: str(20),
      country: str(100),
      tax_id: str(50, true),
      is_default: bool(),
      ...paranoidStamps(),
    },
    { tableName: 'billing_profiles', ...paranoid },
  ) as M<BillingProfileRow>;

  const ActivityLog = sequelize.define(
    'ActivityLog',
    {
      id: id(),
      user_id: str(36, true),
      action: str(64),
      ip_address: str(45, true),
      user_agent: str(512, true),
      metadata: text(true),
      created_at: date(),
    },
    { tableName: 'user_activity_log', ...createdOnly },
  ) as M<ActivityLogRow>;

  const Transaction = sequelize.define(
    'Transaction',
    {
      id: id(),
      order_id: str(100),
      session_id: str(255, true),
      user_id: str(36, true),
      user_email: str(255),
      credits: int(),
      amount: { type: DataTypes.DECIMAL(10, 2), allowNull: false },
      currency: { type: DataTypes.CHAR(3), allowNull: false, defaultValue: 'EUR' },
      status: { ...str(16), defaultValue: 'pending' },
      credited: bool(),
      payment_url: str(2048, true),
      quote_id: { type: DataTypes.CHAR(36), allowNull: true },
      refund_due_at: date(true),
      webhook_processed: date(true),
      ...stamps(),
    },
    { tableName: 'transactions', ...timestamped },
  ) as M<TransactionRow>;

  const Ledger = sequelize.define(
    'Ledger',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      user_id: str(36),
      kind: str(32),
      amount: int(),
      idempotency_key: str(191),
      reference: str(191),
      reason: str(255, true),
      balance_after: int(),
      trial_amount: { ...int(), defaultValue: 0 },
      operator_id: { type: DataTypes.CHAR(36), allowNull: true },
      created_at: date(),
    },
    { tableName: 'credit_ledger', ...createdOnly },
  ) as M<LedgerRow>;

  return {
    User,
    Session,
    SavedImage,
    SavedText,
    Generation,
    BillingProfile,
    ActivityLog,
    Transaction,
    Ledger,
  };
}
