import type { OutgoingMail } from '../ports/mailer.port';
import { publicLink } from './account-mails';
import type { MailLanguage } from './mail-language';

/** How long an address verification link works. */
export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The web page a verification link opens: it posts the token, so a mail scanner's GET does not. */
export const EMAIL_VERIFICATION_PATH = '/verify-email';

export function emailVerificationLink(publicUrl: string, token: string): string {
  return publicLink(publicUrl, `${EMAIL_VERIFICATION_PATH}?token=${encodeURIComponent(token)}`);
}

const VERIFY = {
  en: {
    subject: 'Verify your Lumen Studio e-mail address',
    text: (name: string, link: string, credits: number) =>
      `Hello ${name},\n\nPlease confirm that this is your e-mail address: open this link within 7 days.\n\n${link}\n\n${
        credits > 0
          ? `Once it is verified, your ${credits} free trial credits are added to your balance.\n\n`
          : ''
      }If you did not sign up for Lumen Studio, ignore this mail.\n`,
  },
  es: {
    subject: 'Verifica tu dirección de correo de Lumen Studio',
    text: (name: string, link: string, credits: number) =>
      `Hola, ${name}:\n\nConfirma que esta es tu dirección de correo: abre este enlace en los próximos 7 días.\n\n${link}\n\n${
        credits > 0
          ? `En cuanto la verifiques, tus ${credits} créditos de prueba gratuitos se suman a tu saldo.\n\n`
          : ''
      }Si no te registraste en Lumen Studio, ignora este correo.\n`,
  },
} as const;

/** The sign-up's (or a resent) verification mail; it names the trial it unlocks, if any. */
export function emailVerificationMail(input: {
  to: string;
  name: string;
  language: MailLanguage;
  link: string;
  trialCredits: number;
}): OutgoingMail {
  const copy = VERIFY[input.language];
  return {
    to: input.to,
    subject: copy.subject,
    text: copy.text(input.name, input.link, input.trialCredits),
    language: input.language,
    link: input.link,
  };
}
