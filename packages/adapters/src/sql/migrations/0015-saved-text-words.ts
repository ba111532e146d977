import { fillSavedTextWords, TEXT_WORD_CHARS, VOCABULARY_CHARS } from '../saved-content-index';
import { savedTextGrams } from './0014-saved-text-grams';
import { type Migration, searchIndexTable } from './context';

// The gram index (0014) gave the saved texts' search a superset of the matches, each read and
// confirmed with the plain LIKE: ~2,600 texts for one word at 100,000 texts (BENCHMARKS.md).
// This replaces it with the word index described in saved-content-index.ts (`saved_text_words`,
// `saved_text_vocabulary`), exact by itself for a search of word characters, fills it from the
// live texts and drops the grams.

export const savedTextWords: Migration = {
  name: '0015-saved-text-words',
  async up({ queryInterface, dialect, tableOptions }) {
    const sequelize = queryInterface.sequelize;
    const { termType, id, options } = searchIndexTable({ dialect, tableOptions }, VOCABULARY_CHARS);
    // Words compare byte for byte: the content's collation would fold words LIKE tells apart.
    const word =
      dialect === 'mysql'
        ? `VARCHAR(${TEXT_WORD_CHARS}) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`
        : 'TEXT';
    const user = `FOREIGN KEY (\`user_id\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`;
    // The postings: a text type's words, then the texts holding one (with their other filters).
    await sequelize.query(
      `CREATE TABLE \`saved_text_words\` (
         \`user_id\` ${id} NOT NULL,
         \`text_type\` VARCHAR(32) NOT NULL,
         \`word\` ${word} NOT NULL,
         \`text_id\` ${id} NOT NULL,
         \`text_length\` VARCHAR(16) NOT NULL,
         \`writing_style\` VARCHAR(32) NOT NULL,
         PRIMARY KEY (\`user_id\`, \`text_type\`, \`word\`, \`text_id\`),
         ${user}
       ) ${options}`,
    );
    // The vocabulary: the range of suffixes starting with the search, and their words.
    await sequelize.query(
      `CREATE TABLE \`saved_text_vocabulary\` (
         \`user_id\` ${id} NOT NULL,
         \`suffix\` ${termType} NOT NULL,
         \`word\` ${word} NOT NULL,
         \`pos\` SMALLINT NOT NULL,
         PRIMARY KEY (\`user_id\`, \`suffix\`, \`word\`, \`pos\`),
         ${user}
       ) ${options}`,
    );
    await fillSavedTextWords({ sequelize, dialect });
    await queryInterface.dropTable('saved_text_grams');
  },
  async down(context) {
    await context.queryInterface.dropTable('saved_text_vocabulary');
    await context.queryInterface.dropTable('saved_text_words');
    await savedTextGrams.up(context);
  },
};
