import type { FastifyBaseLogger } from 'fastify';
import type { FileArea } from '../../common/contract/files';
import type { FileStore, ReceivedFile } from './store';

/** Where a record's file lives, and the request's log for the removals that may fail quietly. */
export interface RecordFileDeps {
  files: FileStore;
  area: FileArea;
  log: FastifyBaseLogger;
}

/** What a write answers: its result, and the stored file the record pointed at before (now unused). */
export interface RecordFileWrite<T> {
  result: T;
  replaced: string | null;
}

/** A stored file nobody points at any more; failing to remove it must not fail the request. */
export async function discardStoredFile(deps: RecordFileDeps, name: string | null): Promise<void> {
  if (!name) return;
  try {
    await deps.files.remove(deps.area, name);
  } catch (error) {
    deps.log.warn({ err: error, area: deps.area, file: name }, 'could not remove a stored file');
  }
}

/**
 * A record written with an optional new file (a photo): the file is stored first so the row can
 * point at it, removed again when the write fails (nothing half-saved), and the file it replaced
 * is removed only after the write committed (until then the row still pointed at it).
 */
export async function writeWithFile<T>(
  deps: RecordFileDeps,
  file: ReceivedFile | null | undefined,
  write: (stored: string | null) => Promise<RecordFileWrite<T>>,
): Promise<T> {
  const stored = file ? await deps.files.save(deps.area, file) : null;
  let outcome: RecordFileWrite<T>;
  try {
    outcome = await write(stored);
  } catch (error) {
    await discardStoredFile(deps, stored);
    throw error;
  }
  await discardStoredFile(deps, outcome.replaced);
  return outcome.result;
}
