import { generatorPaths, generators } from './generators';

export const previewVariants = [1, 2, 3, 4, 5] as const;

/** SPEC §2 route table. Screens link through these, never through string literals. */
export const paths = {
  home: '/',
  signup: '/signup',
  signin: '/signin',
  /** Where the server sends the browser back from the sign-in provider. */
  signinOidc: '/signin/oidc',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  dashboard: '/dashboard',
  imageGenerator: '/image-generator',
  generateImage: generatorPaths.image,
  textGenerator: '/text-generator',
  generateText: generatorPaths.text,
  savedTexts: '/saved-texts',
  generateVoice: generatorPaths.voice,
  generateVideo: generatorPaths.video,
  checkout: '/checkout',
  checkoutSuccess: '/checkout-success',
  admin: '/admin',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  previewDashboard: (variant: number) => `/preview/dashboard-v${variant}`,
} as const;

/** The image generator's query parameter that holds the picture to edit (it survives a reload). */
export const editParam = 'edit';

/** The image generator with `url` (a picture of the user's own) as the edit's input. */
export const imageEditPath = (url: string) =>
  `${paths.imageGenerator}?${new URLSearchParams({ [editParam]: url })}`;

/** The query parameter that carries where to go back to after signing in or up. */
export const returnParam = 'next';

/** Sign in (or up), then back to `returnTo` (a path of this app, with its query). */
export const signinReturningTo = (returnTo: string, page: string = paths.signin) =>
  `${page}?${new URLSearchParams({ [returnParam]: returnTo })}`;

/**
 * The return path a sign-in page was given, if it is one of this app's own paths: never another
 * origin (`//evil.example`, `https://…`, `/\evil`), so the link cannot send a user elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  return value;
}

/** Section ids the header's FAQ and Contact links scroll to (SPEC §2). */
export const sectionIds = { faq: 'faq', footer: 'footer' } as const;

/**
 * The legal documents were once anchors on home (`/#privacy`…, SPEC §2's footer), and links
 * out there still say so: home sends each anchor on to its page.
 */
export const legalAnchors: Readonly<Record<string, string>> = {
  '#privacy': paths.privacy,
  '#terms': paths.terms,
  '#cookies': paths.cookies,
};

/**
 * The screen module (`src/app/routes/<name>.tsx`) each path renders, and `*` for any other path.
 * The router loads it when the path is visited; the build draws every path's page from it ahead
 * of time (scripts/prerender.ts), with the screen's chunk preloaded.
 */
export const screenModules: Readonly<Record<string, string>> = {
  [paths.home]: 'home',
  [paths.signup]: 'auth/signup',
  [paths.signin]: 'auth/signin',
  [paths.signinOidc]: 'auth/signin-oidc',
  [paths.resetPassword]: 'auth/reset-password',
  [paths.verifyEmail]: 'auth/verify-email',
  [paths.dashboard]: 'dashboard',
  [paths.imageGenerator]: 'image-generator',
  [paths.textGenerator]: 'text-generator',
  [paths.savedTexts]: 'saved-texts',
  ...Object.fromEntries(generators.map(({ href, screen }) => [href, screen])),
  [paths.checkout]: 'checkout',
  [paths.checkoutSuccess]: 'checkout-success',
  [paths.admin]: 'admin',
  [paths.privacy]: 'legal/privacy',
  [paths.terms]: 'legal/terms',
  [paths.cookies]: 'legal/cookies',
  ...Object.fromEntries(
    previewVariants.map((variant) => [paths.previewDashboard(variant), 'preview-dashboard']),
  ),
  '*': 'not-found',
};

/**
 * The screens that need the signed-in user (their data comes with the token, which only the
 * browser holds): the server draws their page's shell and a skeleton, the browser the screen.
 */
export const signedInScreens: ReadonlySet<string> = new Set([
  'dashboard',
  'saved-texts',
  'checkout',
  'checkout-success',
  'preview-dashboard',
  'admin',
]);

/**
 * The screens that fetch nothing (no query, no mutation): their pages start without the query
 * library, which loads with the first screen or signed-in part that needs it
 * (lib/query-client-on-demand).
 */
export const screensWithoutQueries: ReadonlySet<string> = new Set([
  'home',
  'not-found',
  'legal/privacy',
  'legal/terms',
  'legal/cookies',
]);

/**
 * Where each screen's words are in the catalogue (scripts/compile-catalogues.ts): every page has
 * the shell's (what every page draws); home and not-found need nothing more; the account forms
 * (sign in, sign up, reset password) bring the account part; every other screen the rest. A
 * screen's route loads its part with its chunk, so a visitor downloads only the words of the
 * pages they see.
 */
export type CataloguePart = 'shell' | 'account' | 'screens';
export const cataloguePartScreens: Readonly<Record<Exclude<CataloguePart, 'screens'>, string[]>> = {
  shell: ['home', 'not-found'],
  account: [
    'auth/signin',
    'auth/signin-oidc',
    'auth/signup',
    'auth/reset-password',
    'auth/verify-email',
  ],
};
export const cataloguePartOf = (screen: string): CataloguePart =>
  cataloguePartScreens.shell.includes(screen)
    ? 'shell'
    : cataloguePartScreens.account.includes(screen)
      ? 'account'
      : 'screens';
