import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, OutgoingMail } from '@lumen/domain';
import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

function message(from: string, mail: OutgoingMail): Mail.Options {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    headers: { 'Content-Language': mail.language },
  };
}

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port (smtps:// for TLS from the start). */
  readonly url: string;
  readonly from: string;
}

/** Mail through an SMTP server (SMTP_URL). */
export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(options: SmtpMailerOptions) {
    this.#transport = nodemailer.createTransport(options.url);
    this.#from = options.from;
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.#transport.sendMail(message(this.#from, mail));
  }

  close(): void {
    this.#transport.close();
  }
}

export interface OutboxMailerOptions {
  /** Where the .eml files go (DATA_DIR/outbox); created owner-only when missing. */
  readonly dir: string;
  readonly from: string;
  /** Told the subject, the link and the file of each mail (the server log). */
  readonly log: (entry: { subject: string; link: string | null; file: string }) => void;
}

/**
 * The embedded default without SMTP: each mail is built as nodemailer would send it and written
 * to the outbox as an .eml file, and its subject and link go to the log. Nothing serves them.
 */
export class OutboxMailer implements Mailer {
  readonly #transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(private readonly options: OutboxMailerOptions) {}

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.#transport.sendMail(message(this.options.from, mail));
    await mkdir(this.options.dir, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.options.dir, `${stamp}-${randomUUID()}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.options.log({ subject: mail.subject, link: mail.link ?? null, file });
  }
}
