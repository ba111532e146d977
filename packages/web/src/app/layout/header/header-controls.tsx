/** The header's dropdowns, one chunk loaded on the visitor's first interaction (deferred-controls). */
export { GeneratorsMenu } from './generators-menu';
export { CurrencySelect, LanguageSelect } from './locale-controls';
