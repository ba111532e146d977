import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/**
 * A real server process (by default `node --import tsx packages/server/src/main.ts`) on its own
 * port: an API, or a generation worker (ROLE=worker: the port serves its probes only).
 */
export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  /** Every JSON log line it wrote so far, parsed. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read the fields they assert on
  readonly logs: any[];
  readonly child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  readonly exited: Promise<number | string>;
  /** Sends SIGKILL if it is still running; resolves when it has ended. */
  stop(): Promise<void>;
}

/** The log line each role writes once it serves (its `port` field is the port taken). */
const READY_LINES = ['Lumen Studio listening', 'Lumen Studio worker taking generation jobs'];

/**
 * Starts the server with `env` on a free port (PORT=0, JSON logs) and resolves once it listens
 * (a worker: once it takes jobs); rejects with its output if it exits or has not done so
 * within `timeoutMs`.
 */
export async function startServerProcess(
  env: Readonly<Record<string, string>>,
  timeoutMs = 90_000,
  /** Node's arguments: the sources under tsx unless a built entry is given. */
  nodeArgs: readonly string[] = ['--import', 'tsx', MAIN],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'test',
      PORT: '0',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // biome-ignore lint/suspicious/noExplicitAny: parsed log lines
  const logs: any[] = [];
  let output = '';
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line));
      } catch {
        // a line that is not JSON (a dependency's own output) is kept in `output` only
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // 'close', not 'exit': 'exit' may come before the last lines of stdout are read, and the
  // tests read what a process logged on its way out.
  const exited = new Promise<number | string>((resolve) =>
    child.on('close', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not listen within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      const listening = logs.find((line) =>
        READY_LINES.some((ready) => String(line.msg).startsWith(ready)),
      );
      if (listening) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(Number(listening.port));
      }
    }, 25);
    void exited.then((code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    logs,
    child,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
