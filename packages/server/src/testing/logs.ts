import { Writable } from 'node:stream';
import { createLogger, type LogFormat } from '../lib/logger';

/** A logger whose lines are kept in memory. */
export function collectingLogger(format: LogFormat = 'json') {
  const lines: string[] = [];
  let pending = '';
  const destination = new Writable({
    write(chunk, _encoding, done) {
      pending += chunk.toString();
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      lines.push(...parts.filter((line) => line.length > 0));
      done();
    },
  });
  return { logger: createLogger({ level: 'debug', format, destination }), lines };
}
