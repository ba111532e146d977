import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { passwordResetLink, passwordResetMail } from '@lumen/domain';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '../testing/smtp-peer';
import { OutboxMailer, SmtpMailer } from './nodemailer.mailer';

const link = passwordResetLink('http://localhost:3000', 'abc_DEF-123');
const mail = passwordResetMail({ to: 'ada@example.com', name: 'Ada', language: 'es', link });

describe('SmtpMailer', () => {
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await peer?.close();
  });

  it('delivers the mail over SMTP: sender, recipient, subject, language and link', async () => {
    const mailer = new SmtpMailer({ url: peer.url, from: 'Lumen Studio <studio@example.com>' });
    try {
      await mailer.send(mail);
      const got = await peer.waitFor((m) => m.subject === mail.subject);
      expect(got.from?.value[0]).toMatchObject({
        name: 'Lumen Studio',
        address: 'studio@example.com',
      });
      expect(got.to && !Array.isArray(got.to) ? got.to.text : '').toBe('ada@example.com');
      expect(got.headers.get('content-language')).toBe('es');
      expect(got.text).toContain(link);
    } finally {
      mailer.close();
    }
  });
});

describe('OutboxMailer', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lumen-outbox-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes an .eml file a mail reader opens, and logs the subject and link', async () => {
    const logged: { subject: string; link: string | null }[] = [];
    const outbox = join(dir, 'outbox');
    const mailer = new OutboxMailer({
      dir: outbox,
      from: 'studio@example.com',
      log: (entry) => logged.push(entry),
    });
    await mailer.send(mail);
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(await readFile(join(outbox, files[0] ?? '')));
    expect(parsed.subject).toBe('Restablece tu contraseña de Lumen Studio');
    expect(parsed.text).toContain(link);
    expect(logged).toMatchObject([{ subject: mail.subject, link }]);
  });
});
