import type { Writable } from 'node:stream';
import { pino, stdSerializers, stdTimeFunctions } from 'pino';
import pretty from 'pino-pretty';

export type Logger = pino.Logger;
export type LogFormat = 'json' | 'pretty';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * Fields that hold credentials wherever they appear in a logged object (at the top or up to two
 * levels down): the request logger never logs headers or bodies, but an error's context or a
 * future `logger.info({ body })` must not leak a password, a bearer token or a provider key.
 */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'apiKey',
  'authorization',
  'cookie',
  'set-cookie',
  'stripe-signature',
  'x-signature',
  'signature',
  'cardNumber',
  'cvc',
  'databaseUrl',
  'redisUrl',
  'secretAccessKey',
];

export const REDACTED = '[redacted]';

const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const field = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const join = (prefix: string) =>
    field.startsWith('[') ? `${prefix}${field}` : `${prefix}.${field}`;
  return [field, join('*'), join('*.*')];
});

/** `scheme://user:password@host` → `scheme://user:[redacted]@host`, in error messages and stacks. */
export function scrubUrlCredentials(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*):[^\s@/]+@/gi, `$1:${REDACTED}@`);
}

function errorSerializer(error: Error): Record<string, unknown> {
  const serialized = stdSerializers.err(error) as unknown as Record<string, unknown>;
  for (const key of ['message', 'stack'] as const) {
    const value = serialized[key];
    if (typeof value === 'string') serialized[key] = scrubUrlCredentials(value);
  }
  return serialized;
}

export interface LoggerOptions {
  readonly level: LogLevel;
  readonly format: LogFormat;
  /** Where the lines go (tests collect them); default stdout. */
  readonly destination?: Writable;
}

/**
 * One JSON object per line (pino) for log shippers; the same lines made readable by pino-pretty
 * for a person at a terminal. Both run in this thread, so a line is written before the process
 * exits.
 */
export function createLogger(options: LoggerOptions): Logger {
  const config: pino.LoggerOptions = {
    level: options.level,
    base: { service: 'lumen-studio', pid: process.pid },
    timestamp: stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: errorSerializer, error: errorSerializer },
    hooks: {
      // Messages are scrubbed too, including the one pino takes from an error when none is given.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        const err = (first as { err?: unknown } | null)?.err;
        if (rest.length === 0 && typeof first === 'object' && err instanceof Error) {
          rest.push(err.message);
        }
        const scrubbed = [first, ...rest].map((arg) =>
          typeof arg === 'string' ? scrubUrlCredentials(arg) : arg,
        );
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
  if (options.format === 'pretty') {
    return pino(
      config,
      pretty({
        colorize: !options.destination && process.stdout.isTTY === true,
        sync: true,
        ignore: 'pid,hostname,service',
        translateTime: 'HH:MM:ss.l',
        ...(options.destination ? { destination: options.destination } : {}),
      }),
    );
  }
  return options.destination ? pino(config, options.destination) : pino(config);
}

/** LOG_FORMAT unset: pretty when a person is watching (stdout is a terminal), JSON otherwise. */
export function defaultLogFormat(): LogFormat {
  return process.stdout.isTTY ? 'pretty' : 'json';
}
