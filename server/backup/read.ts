import type { BackupManifest } from '../../common/contract/backup';
import type { VerifyResult } from './types';

/** The manifest, after every checksum matched; throws BackupRefusedError (Indonesian message) otherwise. */
export async function readBackup(file: string): Promise<BackupManifest> {
  throw new Error(`TODO readBackup ${file}`);
}

/** Reads the file back, checks the checksums and loads the database into a scratch instance. */
export async function verifyBackup(file: string): Promise<VerifyResult> {
  throw new Error(`TODO verifyBackup ${file}`);
}
