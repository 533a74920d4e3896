import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { startServer } from './index';

/** `npm run serve`: the server on its own (office mode, or the web UI for browsers). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const started = Date.now();
  let server;
  try {
    server = await startServer(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(3);
    }
    // A TLS file that is missing or not a certificate/key (server/tls.ts) is a configuration error too.
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: menyelesaikan permintaan yang berjalan lalu berhenti…\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Gagal berhenti dengan bersih: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  // Before announcing readiness: whoever reads the announcement may stop the server at once.
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  const database = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
  if (server.tls) {
    // At every start: whoever sets up a phone or checks the desktop app's pin compares this.
    const made = server.tls.origin === 'self-signed-new' ? 'dibuat sekarang, ' : '';
    process.stdout.write(`Sertifikat TLS (${made}${server.tls.certPath}) SHA-256 fingerprint: ${server.tls.fingerprint}\n`);
  }
  process.stdout.write(`ERP server siap di ${server.url} — database ${database} — ${Date.now() - started} ms\n`);
}

void main();
