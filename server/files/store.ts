import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { reencodeForStore } from './image-thread';
import { FILE_AREAS, IMAGE_TYPES, PDF_TYPE, STORED_FILE_NAME, type FileArea, type StoredExtension, type StoredMime } from '../../common/contract/files';

/** An uploaded file that passed the checks: its bytes and the kind its content showed. */
export interface ReceivedFile {
  data: Buffer;
  mime: StoredMime;
  extension: StoredExtension;
  /** The name the client sent; informative only, never used to store or serve. */
  filename: string;
}

/** Where uploads are kept. Disk by default; one small interface so another store can replace it. */
export interface FileStore {
  /** Stores the file (a JPEG or PNG re-encoded, on the image thread: server/files/reencode.ts) and answers its stored name: `<uuid>.<ext>`. */
  save(area: FileArea, file: ReceivedFile): Promise<string>;
  read(area: FileArea, name: string): Promise<{ data: Buffer; mime: string } | null>;
  /** A missing file is fine: removing is idempotent. */
  remove(area: FileArea, name: string): Promise<void>;
}

const MIME_OF_EXTENSION = new Map<string, string>([...IMAGE_TYPES, PDF_TYPE].map((t) => [t.extension, t.mime]));

/** Refuses anything but a known area and a stored-name shape, so no caller can reach outside the root. */
function checkedPath(root: string, area: FileArea, name: string): string | null {
  if (!(FILE_AREAS as readonly string[]).includes(area) || !STORED_FILE_NAME.test(name)) return null;
  return path.join(root, area, name);
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Files under `<rootDir>/<area>/` (the app passes `<DATA_DIR>/files`); written to a temp file and renamed, so a reader never sees half a file. */
export function createDiskFileStore(rootDir: string): FileStore {
  return {
    async save(area, received) {
      // Only the pixels of a JPEG or PNG are kept (EXIF and anything hidden in the file go).
      const file = await reencodeForStore(received);
      const name = `${randomUUID()}.${file.extension}`;
      const target = checkedPath(rootDir, area, name);
      if (!target) throw new Error(`invalid file area ${area}`);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      try {
        await fs.writeFile(temp, file.data, { flag: 'wx' });
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
      return name;
    },
    async read(area, name) {
      const target = checkedPath(rootDir, area, name);
      if (!target) return null;
      try {
        const data = await fs.readFile(target);
        return { data, mime: MIME_OF_EXTENSION.get(path.extname(name).slice(1)) ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(area, name) {
      const target = checkedPath(rootDir, area, name);
      if (!target) return;
      await fs.rm(target, { force: true });
    },
  };
}
