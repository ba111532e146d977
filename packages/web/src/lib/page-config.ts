import { PUBLIC_CONFIG_META } from '@lumen/domain';

// What the page itself says about the server's public configuration, read without the query
// library (lib/public-config asks GET /api/config when the page does not say it).

export interface PageConfig {
  trialCredits: number;
  trialDays: number;
  oidcLabel?: string;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;

/**
 * The public configuration the server wrote into the page (its <meta>, server's serve-web), or
 * undefined (the Vite dev server's page, a test's document, or anything unreadable).
 */
export function publicConfigOfPage(
  doc: Document | undefined = globalThis.document,
): PageConfig | undefined {
  const content = doc?.querySelector(`meta[name="${PUBLIC_CONFIG_META}"]`)?.getAttribute('content');
  if (!content) return undefined;
  try {
    const { trialCredits, trialDays, oidcLabel } = JSON.parse(content) as Record<string, unknown>;
    if (!isCount(trialCredits) || !isCount(trialDays)) return undefined;
    return typeof oidcLabel === 'string' && oidcLabel
      ? { trialCredits, trialDays, oidcLabel }
      : { trialCredits, trialDays };
  } catch {
    return undefined;
  }
}

let drawing: PageConfig | undefined;

/**
 * The server's render of a page: `render` runs (synchronously) with `config` as the page's own,
 * as the served page's <meta> will carry it.
 */
export function drawWithPageConfig<T>(config: PageConfig, render: () => T): T {
  drawing = config;
  try {
    return render();
  } finally {
    drawing = undefined;
  }
}

/** The configuration being drawn (the server's render), else the page's. */
export const pageConfig = (): PageConfig | undefined => drawing ?? publicConfigOfPage();
