import { usersAndSessions } from './0001-users-and-sessions';
import { savedContentAndGenerations } from './0002-saved-content-and-generations';
import { paymentsAndLedger } from './0003-payments-and-ledger';
import { galleryFilterIndexes } from './0004-gallery-filter-indexes';
import { galleryPromptSearch } from './0005-gallery-prompt-search';
import { generationsStatusCreatedIndex } from './0006-generations-status-created-index';
import { transactionsQuoteId } from './0007-transactions-quote-id';
import { savedListTalliesAndTerms } from './0008-saved-list-tallies-and-terms';
import { trialCredits } from './0009-trial-credits';
import { personalAccessTokens } from './0010-personal-access-tokens';
import { passwordResetsAndAccountMail } from './0011-password-resets-and-account-mail';
import { sharesAndTrialClaims } from './0012-shares-and-trial-claims';
import { userRoles } from './0013-user-roles';
import { savedTextGrams } from './0014-saved-text-grams';
import { savedTextWords } from './0015-saved-text-words';
import { refundDueAndLedgerOperator } from './0017-refund-due-and-ledger-operator';
import { emailVerification } from './0018-email-verification';
import { savedUsage } from './0019-saved-usage';
import { knownDevices } from './0020-known-devices';
import { passkeyCredentials } from './0021-passkey-credentials';
import { linkedIdentities } from './0022-linked-identities';
import { accountTallies } from './0023-account-tallies';
import { uploads } from './0024-uploads';
import { savedImageLineage } from './0025-saved-image-lineage';
import type { Migration } from './context';

/** In order. A migration, once released, is never edited: add a new one. */
export const migrations: readonly Migration[] = [
  usersAndSessions,
  savedContentAndGenerations,
  paymentsAndLedger,
  galleryFilterIndexes,
  galleryPromptSearch,
  generationsStatusCreatedIndex,
  transactionsQuoteId,
  savedListTalliesAndTerms,
  trialCredits,
  personalAccessTokens,
  passwordResetsAndAccountMail,
  sharesAndTrialClaims,
  userRoles,
  savedTextGrams,
  savedTextWords,
  refundDueAndLedgerOperator,
  emailVerification,
  savedUsage,
  knownDevices,
  passkeyCredentials,
  linkedIdentities,
  accountTallies,
  uploads,
  savedImageLineage,
];
