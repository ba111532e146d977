import { Badge, Link } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { sectionIds } from '../../config/paths';
import type { MessageId } from '../../lib/i18n/locale-provider';
import * as styles from './footer.css';

const legal: { href: string; label: MessageId }[] = [
  { href: '#privacy', label: 'footer.privacy' },
  { href: '#terms', label: 'footer.terms' },
  { href: '#cookies', label: 'footer.cookies' },
];

const paymentTypes: MessageId[] = [
  'payment.visa',
  'payment.mastercard',
  'payment.paypal',
  'payment.applePay',
];

/** SPEC §2 footer (the target of the header's Contact link). */
export function Footer() {
  const intl = useIntl();
  const phone = intl.formatMessage({ id: 'footer.phone' });
  const email = intl.formatMessage({ id: 'footer.email' });
  return (
    <footer id={sectionIds.footer} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.column}>
          <p className={styles.brand}>
            <FormattedMessage id="app.name" />
          </p>
          <p className={styles.muted}>
            <FormattedMessage id="footer.tagline" />
          </p>
        </div>
        <nav className={styles.column} aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            <FormattedMessage id="footer.legal" />
          </h2>
          <ul className={styles.list}>
            {legal.map((l) => (
              <li key={l.href}>
                <Link href={l.href} variant="subtle">
                  <FormattedMessage id={l.label} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>
            <FormattedMessage id="footer.contact" />
          </h2>
          <address className={styles.list}>
            <span>
              <FormattedMessage id="footer.address" />
            </span>
            <Link href={`tel:${phone.replace(/\s/g, '')}`} variant="subtle">
              {phone}
            </Link>
            <Link href={`mailto:${email}`} variant="subtle">
              {email}
            </Link>
          </address>
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>
            <FormattedMessage id="footer.payment" />
          </h2>
          <ul className={styles.payments} aria-label={intl.formatMessage({ id: 'footer.payment' })}>
            {paymentTypes.map((p) => (
              <li key={p}>
                <Badge>
                  <FormattedMessage id={p} />
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className={styles.muted}>
          <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
        </p>
      </div>
    </footer>
  );
}
