import type { MailLanguage } from '../mail/mail-language';

/** One outgoing mail, already in its recipient's language. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  /** The plain-text body. */
  readonly text: string;
  readonly language: MailLanguage;
  /** The one link the mail is about, when it has one (the embedded outbox logs it). */
  readonly link?: string;
}

/** Sends mail: SMTP when configured, else the embedded outbox (DATA_DIR/outbox). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
