import { describe, expect, it } from 'vitest';
import { collectingLogger } from '../testing/logs';
import { REDACTED, scrubUrlCredentials } from './logger';

describe('logger', () => {
  it('writes one JSON object per line with level, time, message and fields', () => {
    const { logger, lines } = collectingLogger();
    logger.info({ route: '/api/health' }, 'probe');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '');
    expect(line).toMatchObject({ level: 30, msg: 'probe', route: '/api/health' });
    expect(new Date(line.time).toISOString()).toBe(line.time);
  });

  it('redacts passwords, tokens, keys and auth headers at any of the first three levels', () => {
    const { logger, lines } = collectingLogger();
    logger.warn(
      {
        password: 'hunter2-top',
        token: 'tok-top',
        body: { currentPassword: 'hunter2-cur', newPassword: 'hunter2-new', email: 'a@b.c' },
        req: { headers: { authorization: 'Bearer tok-header', cookie: 'sid=tok-cookie' } },
        stripe: { apiKey: 'sk_test_key', secret: 'whsec_secret' },
        config: { databaseUrl: 'mysql://u:pw@db/lumen' },
      },
      'context',
    );
    const text = lines.join('\n');
    for (const secret of [
      'hunter2',
      'tok-',
      'sk_test_key',
      'whsec_secret',
      'mysql://u:pw',
      'sid=',
    ]) {
      expect(text).not.toContain(secret);
    }
    const line = JSON.parse(lines[0] ?? '');
    expect(line.password).toBe(REDACTED);
    expect(line.body.currentPassword).toBe(REDACTED);
    expect(line.body.email).toBe('a@b.c');
    expect(line.req.headers.authorization).toBe(REDACTED);
  });

  it('takes credentials out of URLs in error messages and stacks', () => {
    const { logger, lines } = collectingLogger();
    logger.error({ err: new Error('connect ECONNREFUSED mysql://lumen:s3cret@db:3306/lumen') });
    expect(lines.join('\n')).not.toContain('s3cret');
    expect(JSON.parse(lines[0] ?? '').err.message).toContain(`mysql://lumen:${REDACTED}@db:3306`);
    expect(scrubUrlCredentials('redis://:pw@redis:6379')).toBe(`redis://:${REDACTED}@redis:6379`);
  });

  it('pretty format: readable lines for a terminal, still redacted', () => {
    const { logger, lines } = collectingLogger('pretty');
    logger.info({ route: '/api/auth/login', password: 'hunter2' }, 'request');
    const text = lines.join('\n');
    expect(text).toContain('INFO');
    expect(text).toContain('request');
    expect(text).toContain('/api/auth/login');
    expect(text).not.toContain('hunter2');
    expect(() => JSON.parse(lines[0] ?? '')).toThrow();
  });
});
