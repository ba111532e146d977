import { createServer, type Server, type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'blackhole' | 'stall';

/**
 * A loopback TCP proxy in front of a shared service (Redis, MariaDB) that a test can cut and
 * restore without touching the service itself: 'refuse' resets every connection (the service
 * stopped), 'blackhole' drops them and accepts new ones that never answer (the host is gone),
 * 'stall' keeps open connections open but stops moving bytes (a hung server, a dropped network).
 */
export class TcpProxy {
  #server: Server | undefined;
  #mode: ProxyMode = 'forward';
  readonly #sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<this> {
    this.#server = createServer((client) => this.#accept(client));
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.address() as AddressInfo).port;
    return this;
  }

  get mode(): ProxyMode {
    return this.#mode;
  }

  /** Drops every open connection and answers new ones according to `mode`. */
  set(mode: ProxyMode): void {
    this.#mode = mode;
    if (mode === 'refuse' || mode === 'blackhole') this.dropAll();
    for (const socket of this.#sockets) {
      if (mode === 'stall') socket.pause();
      else if (mode === 'forward') socket.resume();
    }
  }

  dropAll(): void {
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
  }

  async close(): Promise<void> {
    this.dropAll();
    await new Promise<void>((resolve) =>
      this.#server ? this.#server.close(() => resolve()) : resolve(),
    );
  }

  #track(socket: Socket) {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  #accept(client: Socket) {
    this.#track(client);
    if (this.#mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    if (this.#mode === 'blackhole' || this.#mode === 'stall') {
      client.pause();
      return;
    }
    const upstream = connect(this.targetPort, this.targetHost);
    this.#track(upstream);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }
}

/** host and port of a redis:// or mysql:// URL. */
export function hostPort(url: string, defaultPort: number) {
  const u = new URL(url);
  return { host: u.hostname || '127.0.0.1', port: u.port ? Number(u.port) : defaultPort };
}

/** The same URL with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(proxy.port);
  return u.toString();
}
