import { Badge, Link } from '@lumen/ui';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { paths, sectionIds } from '@/config/paths';
import * as styles from './footer.css';

const m = defineMessages({
  privacy: { id: 'footer.privacy' },
  terms: { id: 'footer.terms' },
  cookies: { id: 'footer.cookies' },
  visa: { id: 'payment.visa' },
  mastercard: { id: 'payment.mastercard' },
});

const legal: { href: string; label: MessageDescriptor }[] = [
  { href: paths.privacy, label: m.privacy },
  { href: paths.terms, label: m.terms },
  { href: paths.cookies, label: m.cookies },
];

// Only what every configured provider takes (Stripe's and the demo page's cards).
const paymentTypes = [m.visa, m.mastercard];

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
                  <FormattedMessage {...l.label} />
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
              <li key={p.id}>
                <Badge>
                  <FormattedMessage {...p} />
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
