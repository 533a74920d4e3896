import { loadConfig } from './config';
import { startServer, type GeneratedAdmin } from './index';

/**
 * Entry of the Electron utility process (standalone desktop mode). Main passes DATA_DIR in the
 * app's user-data folder and PORT=0; this posts `{type:'ready', url, generatedAdmin?}` or
 * `{type:'error', message}`. A desktop user never sees this process's stdout, so the one-time
 * Super Admin password of a first start travels in the ready message and main shows it.
 */
interface ParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort;

type UtilityMessage =
  | { type: 'ready'; url: string; generatedAdmin?: GeneratedAdmin }
  | { type: 'error'; message: string };

function post(message: UtilityMessage): void {
  if (parentPort) parentPort.postMessage(message);
  else process.stdout.write(`${JSON.stringify(message)}\n`);
}

async function main(): Promise<void> {
  try {
    const server = await startServer(loadConfig(), { logger: false, announce: () => undefined });
    const stop = () => void server.close().then(() => process.exit(0));
    // Listening before 'ready' goes out: main may ask to stop as soon as it reads it.
    parentPort?.on('message', (event) => {
      if ((event.data as { type?: string } | null)?.type === 'stop') stop();
    });
    process.on('SIGTERM', stop);
    post(server.generatedAdmin ? { type: 'ready', url: server.url, generatedAdmin: server.generatedAdmin } : { type: 'ready', url: server.url });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
}

void main();
