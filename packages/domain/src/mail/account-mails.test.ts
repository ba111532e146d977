import { describe, expect, it } from 'vitest';
import { lowBalanceMail } from './account-mails';

const base = { to: 'ada@example.com', name: 'Ada', cost: 4, link: 'https://lumen.test/dashboard' };

describe('lowBalanceMail', () => {
  it('says in English what the in-app banner says: the balance is not enough for a 1024×1024 image', () => {
    const mail = lowBalanceMail({ ...base, language: 'en', balance: 3 });
    expect(mail.text).toContain(
      'Your balance is 3 credits: not enough for a 1024×1024 image (4 credits).',
    );
    expect(mail.text).not.toMatch(/standard image/);
    expect(mail.text).toContain(base.link);
  });

  it('says it in Spanish the way the banner does', () => {
    const mail = lowBalanceMail({ ...base, language: 'es', balance: 3 });
    expect(mail.text).toContain(
      'Tu saldo es de 3 créditos: no alcanza para una imagen de 1024×1024 (4 créditos).',
    );
    expect(mail.text).not.toMatch(/imagen estándar/);
  });

  it('counts one credit in the singular, as the banner does', () => {
    expect(lowBalanceMail({ ...base, language: 'en', balance: 1 }).text).toContain(
      'Your balance is 1 credit: not enough',
    );
    expect(lowBalanceMail({ ...base, language: 'es', balance: 1 }).text).toContain(
      'Tu saldo es de 1 crédito: no alcanza',
    );
  });
});
