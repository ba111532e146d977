import { Card } from '@lumen/ui';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header/page-header';
import * as styles from './auth-layout.css';

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred column shared by sign-up, sign-in and reset password. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <Card as="section" className={styles.panel} aria-labelledby="auth-title">
        <PageHeader title={title} description={subtitle} titleId="auth-title" size="panel" />
        {children}
        {footer ? <p className={styles.footer}>{footer}</p> : null}
      </Card>
    </div>
  );
}
