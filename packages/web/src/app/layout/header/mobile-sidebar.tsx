import { Avatar, Button, Card, Drawer, Link, ButtonLink } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { generatorIcons } from '@/config/generator-icons';
import { generators } from '@/config/generators';
import { paths, sectionIds } from '@/config/paths';
import { TrialNote } from '@/components/trial-note';
import { useBalance, useMe } from '@/lib/auth/get-me';
import { signOut } from '@/lib/auth/sign-out';
import { useAuthToken } from '@/lib/auth/token';
import { scrollToSection } from '@/lib/scroll';
import { CurrencyToggle, LanguageToggle } from './locale-controls';
import * as styles from './mobile-sidebar.css';

export interface MobileSidebarProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * SPEC §2 mobile sidebar: slides in from the right, closes on Escape, overlay click or the close
 * button, locks page scrolling (the ui Drawer does all four). Sections in the spec's order.
 */
export function MobileSidebar({ isOpen, onOpenChange }: MobileSidebarProps) {
  const intl = useIntl();
  const token = useAuthToken();
  const me = useMe();
  const { balance, isPending } = useBalance();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const goToSection = (id: string, close: () => void) => {
    close();
    if (pathname === paths.home) scrollToSection(id);
    else navigate(paths.home, { state: { scrollTo: id } });
  };

  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={<FormattedMessage id="sidebar.title" />}
      closeLabel={intl.formatMessage({ id: 'sidebar.close' })}
      footer={({ close }) =>
        token ? (
          <Button
            variant="secondary"
            fullWidth
            onPress={() => {
              close();
              void signOut();
            }}
          >
            <FormattedMessage id="header.signOut" />
          </Button>
        ) : (
          <div className={styles.buttons}>
            <ButtonLink href={paths.signin} variant="secondary" fullWidth onPressStart={close}>
              <FormattedMessage id="header.signIn" />
            </ButtonLink>
            <ButtonLink href={paths.signup} fullWidth onPressStart={close}>
              <FormattedMessage id="header.signUp" />
            </ButtonLink>
          </div>
        )
      }
    >
      {({ close }) => (
        <div className={styles.sections}>
          {token ? (
            <Card padding="md">
              <div className={styles.account}>
                <Avatar
                  name={me.data?.username || intl.formatMessage({ id: 'sidebar.profileFallback' })}
                  isDecorative
                />
                <div className={styles.accountText}>
                  <span className={styles.accountName}>
                    {me.data?.username || <FormattedMessage id="sidebar.profileFallback" />}
                  </span>
                  <Link href={paths.dashboard} onPress={close}>
                    <FormattedMessage id="sidebar.viewProfile" />
                  </Link>
                </div>
                <span className={styles.accountBalance}>
                  {isPending ? (
                    '…'
                  ) : (
                    <FormattedMessage id="header.credits" values={{ credits: balance ?? 0 }} />
                  )}
                  <span className={styles.trialLine}>
                    <TrialNote compact />
                  </span>
                </span>
              </div>
            </Card>
          ) : null}

          <nav className={styles.section} aria-labelledby="sidebar-generators">
            <h3 id="sidebar-generators" className={styles.sectionTitle}>
              <FormattedMessage id="sidebar.generators" />
            </h3>
            <div className={styles.grid}>
              {generators.map((g) => {
                const GeneratorIcon = generatorIcons[g.id];
                return (
                  <Link key={g.id} href={g.href} className={styles.tile} onPress={close}>
                    <GeneratorIcon className={styles.tileIcon} />
                    <FormattedMessage {...g.label} />
                  </Link>
                );
              })}
            </div>
          </nav>

          <div className={styles.section}>
            <h3 className={styles.sectionTitle}>
              <FormattedMessage id="sidebar.help" />
            </h3>
            <div className={styles.buttons}>
              <Button variant="ghost" onPress={() => goToSection(sectionIds.faq, close)}>
                <FormattedMessage id="header.faq" />
              </Button>
              <Button variant="ghost" onPress={() => goToSection(sectionIds.footer, close)}>
                <FormattedMessage id="header.contact" />
              </Button>
            </div>
          </div>

          <div className={styles.section}>
            <h3 className={styles.sectionTitle}>
              <FormattedMessage id="sidebar.settings" />
            </h3>
            <LanguageToggle />
            <CurrencyToggle />
          </div>
        </div>
      )}
    </Drawer>
  );
}
