import { loadConfig } from './config';
import { startServer } from './index';

/**
 * Entry of the Electron utility process (standalone desktop mode). Main passes DATA_DIR in the
 * app's user-data folder and PORT=0; this posts `{type:'ready', url}` or `{type:'error', message}`.
 */
interface ParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort;

function post(message: { type: 'ready'; url: string } | { type: 'error'; message: string }): void {
  if (parentPort) parentPort.postMessage(message);
  else process.stdout.write(`${JSON.stringify(message)}\n`);
}

async function main(): Promise<void> {
  try {
    const server = await startServer(loadConfig(), { logger: false });
    post({ type: 'ready', url: server.url });
    const stop = () => void server.close().then(() => process.exit(0));
    parentPort?.on('message', (event) => {
      if ((event.data as { type?: string } | null)?.type === 'stop') stop();
    });
    process.on('SIGTERM', stop);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
}

void main();
