import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The e2e server's DATA_DIR (playwright.config.ts starts it there); mails go to its outbox. */
export const dataDir =
  process.env.E2E_DATA_DIR ?? `/tmp/lumen-e2e-${Number(process.env.E2E_PORT ?? 3210)}`;
export const outboxDir = join(dataDir, 'outbox');

/** A quoted-printable body as text: soft line breaks joined, =XX bytes decoded (UTF-8). */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface OutboxMail {
  readonly subject: string;
  readonly text: string;
  /** The first http(s) link of the text. */
  readonly link: string | undefined;
}

/** Waits (polling the outbox) for the newest .eml to `to` whose subject matches. */
export async function outboxMailTo(to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outboxDir).catch(() => [] as string[])).sort().reverse();
        for (const file of files.filter((f) => f.endsWith('.eml'))) {
          const raw = await readFile(join(outboxDir, file), 'utf8');
          const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
          const headers = head.replace(/\r?\n[ \t]+/g, ' ');
          if (
            !new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(headers)
          )
            continue;
          const mailSubject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
          if (!subject.test(mailSubject)) continue;
          const body = rest.join('\n\n');
          const text = /quoted-printable/i.test(headers) ? decodeQuotedPrintable(body) : body;
          found = { subject: mailSubject, text, link: /https?:\/\/\S+/.exec(text)?.[0] };
          return true;
        }
        return false;
      },
      { timeout: 30_000, message: `a mail to ${to} in ${outboxDir}` },
    )
    .toBe(true);
  return found as OutboxMail;
}
