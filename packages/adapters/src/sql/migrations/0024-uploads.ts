import { DataTypes } from 'sequelize';
import { type Migration, timestamp, userRef, uuidKey } from './context';

// Pictures users send as the input of later generations: each one re-encoded and stored as the
// user's media; the row says where, and what it is. The user's uploads go with the account.

export const uploads: Migration = {
  name: '0024-uploads',
  async up({ queryInterface, tableOptions }) {
    await queryInterface.createTable(
      'uploads',
      {
        id: uuidKey(),
        user_id: userRef('CASCADE'),
        media_key: { type: DataTypes.STRING(200), allowNull: false },
        url: { type: DataTypes.STRING(500), allowNull: false },
        content_type: { type: DataTypes.STRING(32), allowNull: false },
        width: { type: DataTypes.INTEGER, allowNull: false },
        height: { type: DataTypes.INTEGER, allowNull: false },
        bytes: { type: DataTypes.INTEGER, allowNull: false },
        created_at: timestamp(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('uploads', ['user_id', 'created_at'], {
      name: 'uploads_user_created_idx',
    });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('uploads');
  },
};
