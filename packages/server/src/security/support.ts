import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { PasswordHasher } from '@lumen/domain';
import { secureServerOptions } from '../middlewares/security-headers';
import { cheapHasher } from '../testing/test-app';

/** The test app on a real loopback socket (what app.request() cannot show: sockets, chunking). */
export interface Listening {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

export async function listen(app: {
  fetch: (request: Request) => Response | Promise<Response>;
}): Promise<Listening> {
  // As main.ts serves it: the security headers written by the Node layer.
  const serverOptions = await secureServerOptions();
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions },
      (info) => {
        const port = (info as AddressInfo).port;
        resolve({
          url: `http://127.0.0.1:${port}`,
          port,
          close: () =>
            new Promise<void>((done) => {
              (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
              server.close(() => done());
            }),
        });
      },
    );
  });
}

/** The cheap argon2id hasher, counting what it is asked to do. */
export class CountingHasher implements PasswordHasher {
  readonly inner = cheapHasher();
  hashes = 0;
  verifies = 0;
  readonly verifiedHashes: string[] = [];

  hash(password: string) {
    this.hashes++;
    return this.inner.hash(password);
  }

  verify(hash: string, password: string) {
    this.verifies++;
    this.verifiedHashes.push(hash);
    return this.inner.verify(hash, password);
  }

  needsRehash(hash: string) {
    return this.inner.needsRehash(hash);
  }
}
