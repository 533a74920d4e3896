import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { BackupEntry, BackupProgress } from '../../common/contract/backup';
import { runBackupJob, type BackupJob } from './job';

/** The backup thread (started by create.ts): one job per thread, its progress and its entry posted back. */
export type BackupWorkerAnswer = { progress: BackupProgress } | { entry: BackupEntry } | { error: string };

// Linux gives each thread its own nice value: the backup's CPU work yields to the server's own thread
// (on a two-core office PC the product list stays quick). Elsewhere this would lower the whole process.
if (process.platform === 'linux') os.setPriority(19);

parentPort?.once('message', (job: BackupJob) => {
  const port = parentPort;
  if (!port) return;
  runBackupJob(job, (progress) => port.postMessage({ progress } satisfies BackupWorkerAnswer)).then(
    (entry) => port.postMessage({ entry } satisfies BackupWorkerAnswer),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies BackupWorkerAnswer),
  );
});
