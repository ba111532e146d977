import { DataTypes } from 'sequelize';
import { type Migration, timestamp, timestamps, userRef, uuidKey } from './context';

// Every per-user list filters on (user_id, deleted_at IS NULL) and sorts by created_at; the
// filter indexes lead with user_id so one user's rows are a contiguous range.
export const savedContentAndGenerations: Migration = {
  name: '0002-saved-content-and-generations',
  async up({ queryInterface, tableOptions }) {
    await queryInterface.createTable(
      'saved_images',
      {
        id: uuidKey(),
        user_id: userRef('CASCADE'),
        image_url: { type: DataTypes.STRING(2048), allowNull: false },
        source_url: { type: DataTypes.STRING(2048), allowNull: false },
        prompt: { type: DataTypes.STRING(1000), allowNull: false },
        negative_prompt: { type: DataTypes.STRING(500), allowNull: true },
        size: { type: DataTypes.STRING(16), allowNull: false },
        style: { type: DataTypes.STRING(32), allowNull: false },
        model: { type: DataTypes.STRING(64), allowNull: false, defaultValue: 'dall-e-3' },
        guidance: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 7 },
        aspect_ratio: { type: DataTypes.STRING(16), allowNull: false, defaultValue: '1:1' },
        size_requested: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1024 },
        final_width: { type: DataTypes.INTEGER, allowNull: true },
        final_height: { type: DataTypes.INTEGER, allowNull: true },
        upscale: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        style_transfer: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        ...timestamps(),
        deleted_at: timestamp(true),
      },
      tableOptions,
    );
    const img = (name: string, fields: (string | { name: string; length: number })[]) =>
      queryInterface.addIndex('saved_images', { name, fields });
    await img('saved_images_user_created_idx', ['user_id', 'deleted_at', 'created_at']);
    await img('saved_images_user_style_idx', ['user_id', 'style', 'created_at']);
    await img('saved_images_user_size_idx', ['user_id', 'size', 'created_at']);
    await img('saved_images_user_ratio_idx', ['user_id', 'aspect_ratio', 'created_at']);
    // MySQL can index only a prefix of a long utf8mb4 column; SQLite ignores the length.
    await img('saved_images_user_prompt_idx', ['user_id', { name: 'prompt', length: 191 }]);

    await queryInterface.createTable(
      'saved_texts',
      {
        id: uuidKey(),
        user_id: userRef('CASCADE'),
        content: { type: DataTypes.TEXT, allowNull: false },
        prompt: { type: DataTypes.TEXT, allowNull: false },
        text_type: { type: DataTypes.STRING(32), allowNull: false },
        text_length: { type: DataTypes.STRING(16), allowNull: false },
        writing_style: { type: DataTypes.STRING(32), allowNull: false },
        output_language: { type: DataTypes.STRING(16), allowNull: false },
        ...timestamps(),
        deleted_at: timestamp(true),
      },
      tableOptions,
    );
    const txt = (name: string, fields: string[]) =>
      queryInterface.addIndex('saved_texts', fields, { name });
    await txt('saved_texts_user_created_idx', ['user_id', 'deleted_at', 'created_at']);
    await txt('saved_texts_user_type_idx', ['user_id', 'text_type', 'created_at']);
    await txt('saved_texts_user_length_idx', ['user_id', 'text_length', 'created_at']);
    await txt('saved_texts_user_style_idx', ['user_id', 'writing_style', 'created_at']);

    await queryInterface.createTable(
      'generations',
      {
        id: uuidKey(),
        user_id: userRef('CASCADE'),
        generation_type: { type: DataTypes.STRING(16), allowNull: false },
        prompt: { type: DataTypes.TEXT, allowNull: false },
        result_url: { type: DataTypes.TEXT, allowNull: true },
        cost_credits: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
        parameters: { type: DataTypes.TEXT, allowNull: true },
        error_message: { type: DataTypes.TEXT, allowNull: true },
        ...timestamps(),
        deleted_at: timestamp(true),
      },
      tableOptions,
    );
    await queryInterface.addIndex('generations', ['user_id', 'deleted_at', 'created_at'], {
      name: 'generations_user_created_idx',
    });
    await queryInterface.addIndex(
      'generations',
      ['user_id', 'generation_type', 'status', 'created_at'],
      { name: 'generations_user_type_status_idx' },
    );

    await queryInterface.createTable(
      'billing_profiles',
      {
        id: uuidKey(),
        user_id: userRef('CASCADE'),
        billing_name: { type: DataTypes.STRING(100), allowNull: false },
        company_name: { type: DataTypes.STRING(100), allowNull: true },
        address: { type: DataTypes.STRING(200), allowNull: false },
        city: { type: DataTypes.STRING(100), allowNull: false },
        postal_code: { type: DataTypes.STRING(20), allowNull: false },
        country: { type: DataTypes.STRING(100), allowNull: false },
        tax_id: { type: DataTypes.STRING(50), allowNull: true },
        is_default: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        ...timestamps(),
        deleted_at: timestamp(true),
      },
      tableOptions,
    );
    await queryInterface.addIndex('billing_profiles', ['user_id', 'deleted_at', 'created_at'], {
      name: 'billing_profiles_user_created_idx',
    });

    await queryInterface.createTable(
      'user_activity_log',
      {
        id: uuidKey(),
        // Nullable: a failed login for an unknown email is logged without a user.
        user_id: userRef('SET NULL', true),
        action: { type: DataTypes.STRING(64), allowNull: false },
        ip_address: { type: DataTypes.STRING(45), allowNull: true },
        user_agent: { type: DataTypes.STRING(512), allowNull: true },
        metadata: { type: DataTypes.TEXT, allowNull: true },
        created_at: timestamp(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('user_activity_log', ['user_id', 'created_at'], {
      name: 'user_activity_log_user_created_idx',
    });
    await queryInterface.addIndex('user_activity_log', ['action', 'created_at'], {
      name: 'user_activity_log_action_created_idx',
    });
  },
  async down({ queryInterface }) {
    for (const table of [
      'user_activity_log',
      'billing_profiles',
      'generations',
      'saved_texts',
      'saved_images',
    ]) {
      await queryInterface.dropTable(table);
    }
  },
};
