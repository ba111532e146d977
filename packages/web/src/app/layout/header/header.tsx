import { Badge, Button, Link, ButtonLink, MenuIcon, SparkIcon, UserIcon } from '@lumen/ui';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { paths, sectionIds } from '@/config/paths';
import { useAuthToken } from '@/lib/auth/token';
import { loadQueryClient, WithQueryClient } from '@/lib/query-client-on-demand';
import { scrollToSection } from '@/lib/scroll';
import { BackToTop } from './back-to-top';
import {
  DeferredCurrencySelect,
  DeferredGeneratorsMenu,
  DeferredLanguageSelect,
} from './deferred-controls';
import * as styles from './header.css';

// The sidebar shows the signed-in visitor's name and balance (queries): the query client loads
// with it.
const loadMobileSidebar = () => {
  void loadQueryClient();
  return import('./mobile-sidebar');
};
const MobileSidebar = lazy(() => loadMobileSidebar().then((m) => ({ default: m.MobileSidebar })));
// Signed-in parts: their code (the API client, the user query) loads only for a signed-in visitor.
const CreditsBadge = lazy(() =>
  import('./credits-badge').then((m) => ({ default: m.CreditsBadge })),
);
const signOut = () => import('@/lib/auth/sign-out').then((m) => m.signOut());

const creditsPending = (
  <Badge variant="neutral" className={styles.credits}>
    …
  </Badge>
);

/** SPEC §2 header, on every page. */
export function Header() {
  const intl = useIntl();
  const token = useAuthToken();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The sidebar's code loads when the menu button is first hovered, focused or pressed.
  const [sidebarMounted, setSidebarMounted] = useState(false);
  const onHome = pathname === paths.home;

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link
          href={paths.home}
          variant="subtle"
          className={styles.logo}
          aria-label={intl.formatMessage({ id: 'header.home' })}
        >
          <span className={styles.logoMark} aria-hidden="true">
            <SparkIcon />
          </span>
          <span className={token ? styles.logoTextCompact : styles.logoText}>
            <FormattedMessage id="app.name" />
          </span>
        </Link>

        <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'header.mainNav' })}>
          <DeferredGeneratorsMenu />
          {onHome ? (
            <span className={styles.desktopOnly}>
              <Button variant="ghost" onPress={() => scrollToSection(sectionIds.faq)}>
                <FormattedMessage id="header.faq" />
              </Button>
              <Button variant="ghost" onPress={() => scrollToSection(sectionIds.footer)}>
                <FormattedMessage id="header.contact" />
              </Button>
            </span>
          ) : null}
        </nav>

        <span className={styles.spacer} />

        <div className={styles.actions}>
          <div className={styles.desktopOnly}>
            <DeferredLanguageSelect className={styles.compactSelect} />
            <DeferredCurrencySelect className={styles.compactSelect} />
          </div>
          {token ? (
            <>
              <WithQueryClient fallback={creditsPending}>
                <Suspense fallback={creditsPending}>
                  <CreditsBadge />
                </Suspense>
              </WithQueryClient>
              <ButtonLink
                href={paths.dashboard}
                variant="ghost"
                isIconOnly
                aria-label={intl.formatMessage({ id: 'header.profile' })}
              >
                <UserIcon />
              </ButtonLink>
              <span className={styles.desktopOnly}>
                <Button variant="secondary" onPress={() => void signOut()}>
                  <FormattedMessage id="header.signOut" />
                </Button>
              </span>
            </>
          ) : (
            <div className={styles.desktopOnly}>
              <ButtonLink href={paths.signin} variant="ghost">
                <FormattedMessage id="header.signIn" />
              </ButtonLink>
              <ButtonLink href={paths.signup}>
                <FormattedMessage id="header.signUp" />
              </ButtonLink>
            </div>
          )}
          <span className={styles.mobileOnly}>
            <Button
              variant="ghost"
              isIconOnly
              aria-label={intl.formatMessage({ id: 'header.openMenu' })}
              aria-expanded={menuOpen}
              onHoverStart={() => void loadMobileSidebar()}
              onFocus={() => void loadMobileSidebar()}
              onPress={() => {
                setSidebarMounted(true);
                setMenuOpen(true);
              }}
            >
              <MenuIcon />
            </Button>
          </span>
        </div>
      </div>
      {sidebarMounted ? (
        <WithQueryClient>
          <Suspense fallback={null}>
            <MobileSidebar isOpen={menuOpen} onOpenChange={setMenuOpen} />
          </Suspense>
        </WithQueryClient>
      ) : null}
      <BackToTop />
    </header>
  );
}
