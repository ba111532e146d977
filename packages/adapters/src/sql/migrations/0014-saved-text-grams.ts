import { fillSavedTextGrams, TEXT_GRAM_CHARS } from '../saved-content-index';
import { type Migration, searchIndexTable } from './context';

// The saved texts' search (prompt or content, LIKE '%…%') tested every text of the filter:
// seconds at 100,000 texts (BENCHMARKS.md). This adds the gram index described in
// saved-content-index.ts (`saved_text_grams`) and fills it from the live texts.

export const savedTextGrams: Migration = {
  name: '0014-saved-text-grams',
  async up({ queryInterface, dialect, tableOptions }) {
    const sequelize = queryInterface.sequelize;
    // The primary key is the search's range: a text type's grams, then the texts holding one.
    const { termType, id, options } = searchIndexTable({ dialect, tableOptions }, TEXT_GRAM_CHARS);
    await sequelize.query(
      `CREATE TABLE \`saved_text_grams\` (
         \`user_id\` ${id} NOT NULL,
         \`text_type\` VARCHAR(32) NOT NULL,
         \`gram\` ${termType} NOT NULL,
         \`text_id\` ${id} NOT NULL,
         PRIMARY KEY (\`user_id\`, \`text_type\`, \`gram\`, \`text_id\`),
         FOREIGN KEY (\`user_id\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE ON UPDATE CASCADE
       ) ${options}`,
    );
    await fillSavedTextGrams({ sequelize, dialect });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('saved_text_grams');
  },
};
