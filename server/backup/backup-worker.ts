import { parentPort } from 'node:worker_threads';
import type { BackupEntry, BackupProgress } from '../../common/contract/backup';
import { runBackupJob, type BackupJob } from './job';

/** The backup thread (started by create.ts): one job per thread, its progress and its entry posted back. */
export type BackupWorkerAnswer = { progress: BackupProgress } | { entry: BackupEntry } | { error: string };

parentPort?.once('message', (job: BackupJob) => {
  const port = parentPort;
  if (!port) return;
  runBackupJob(job, (progress) => port.postMessage({ progress } satisfies BackupWorkerAnswer)).then(
    (entry) => port.postMessage({ entry } satisfies BackupWorkerAnswer),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies BackupWorkerAnswer),
  );
});
