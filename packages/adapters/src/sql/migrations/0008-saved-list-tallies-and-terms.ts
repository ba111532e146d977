import { DataTypes } from 'sequelize';
import {
  fillSavedListIndexes,
  IMAGE_TALLY,
  SEARCH_TERM_CHARS,
  TEXT_TALLY,
} from '../saved-content-index';
import { type Migration, searchIndexTable, userRef } from './context';

// The saved lists' exact totals were a COUNT(*) over every matching row, and the prompt search
// a LIKE '%…%' on each of them: 80–220 ms at 100,000 images (BENCHMARKS.md). This adds the
// per-user tallies (saved_image_counts, saved_text_counts) and the prompt-term index
// (saved_image_terms) described in saved-content-index.ts, and fills them from the live rows.

const TALLY_KEY_TYPES: Record<string, ReturnType<typeof DataTypes.STRING>> = {
  style: DataTypes.STRING(32),
  size: DataTypes.STRING(16),
  aspect_ratio: DataTypes.STRING(16),
  text_type: DataTypes.STRING(32),
  text_length: DataTypes.STRING(16),
  writing_style: DataTypes.STRING(32),
};

export const savedListTalliesAndTerms: Migration = {
  name: '0008-saved-list-tallies-and-terms',
  async up({ queryInterface, dialect, tableOptions }) {
    const sequelize = queryInterface.sequelize;
    for (const tally of [IMAGE_TALLY, TEXT_TALLY]) {
      await queryInterface.createTable(
        tally.table,
        {
          user_id: { ...userRef('CASCADE'), primaryKey: true },
          ...Object.fromEntries(
            tally.keys.map((key) => [
              key,
              { type: TALLY_KEY_TYPES[key], allowNull: false, primaryKey: true },
            ]),
          ),
          n: { type: DataTypes.INTEGER, allowNull: false },
        },
        tableOptions,
      );
    }

    // One row per prompt suffix; the primary key is the search's range (a style's, or each style's).
    const { termType, id, options } = searchIndexTable(
      { dialect, tableOptions },
      SEARCH_TERM_CHARS,
    );
    await sequelize.query(
      `CREATE TABLE \`saved_image_terms\` (
         \`user_id\` ${id} NOT NULL,
         \`term\` ${termType} NOT NULL,
         \`image_id\` ${id} NOT NULL,
         \`pos\` SMALLINT NOT NULL,
         \`style\` VARCHAR(32) NOT NULL,
         \`size\` VARCHAR(16) NOT NULL,
         \`aspect_ratio\` VARCHAR(16) NOT NULL,
         PRIMARY KEY (\`user_id\`, \`style\`, \`term\`, \`image_id\`, \`pos\`),
         FOREIGN KEY (\`user_id\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE ON UPDATE CASCADE
       ) ${options}`,
    );
    await fillSavedListIndexes({ sequelize, dialect });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('saved_image_terms');
    await queryInterface.dropTable(TEXT_TALLY.table);
    await queryInterface.dropTable(IMAGE_TALLY.table);
  },
};
