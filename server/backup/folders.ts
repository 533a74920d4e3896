import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_EXTENSION, BACKUP_FAILED_EXTENSION, BACKUP_PARTIAL_EXTENSION } from '../../common/contract/backup';

/** The folder work of a backup: the snapshot's copies and links, the names in the backups folder. */

/** Every path under `dir`, relative, sorted; directories first within their parent. */
export function walk(dir: string): Array<{ relative: string; directory: boolean; size: number }> {
  if (!fs.existsSync(dir)) return [];
  const found: Array<{ relative: string; directory: boolean; size: number }> = [];
  const visit = (relative: string): void => {
    const names = fs.readdirSync(path.join(dir, relative)).sort();
    for (const name of names) {
      const child = relative ? `${relative}/${name}` : name;
      const stat = fs.statSync(path.join(dir, child));
      if (stat.isDirectory()) {
        found.push({ relative: child, directory: true, size: 0 });
        visit(child);
      } else if (stat.isFile()) {
        found.push({ relative: child, directory: false, size: stat.size });
      }
    }
  };
  visit('');
  return found;
}

/** Copies a folder; a copy-on-write clone where the file system offers one. */
export async function copyTree(from: string, to: string, skip: (name: string) => boolean = () => false): Promise<void> {
  await fs.promises.mkdir(to, { recursive: true });
  const entries = (await fs.promises.readdir(from, { withFileTypes: true })).filter((entry) => !skip(entry.name));
  const files = entries.filter((entry) => entry.isFile());
  // A few copies at once: the data folder has hundreds of small files.
  for (let i = 0; i < files.length; i += 16) {
    await Promise.all(files.slice(i, i + 16).map((entry) => fs.promises.copyFile(path.join(from, entry.name), path.join(to, entry.name), fs.constants.COPYFILE_FICLONE)));
  }
  for (const entry of entries) if (entry.isDirectory()) await copyTree(path.join(from, entry.name), path.join(to, entry.name));
}

/** Hard links to the uploads (they are written once and renamed into place, never changed), copies across disks. */
export async function linkTree(from: string, to: string): Promise<void> {
  if (!fs.existsSync(from)) return;
  await fs.promises.mkdir(to, { recursive: true });
  for (const entry of await fs.promises.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      try {
        await fs.promises.link(source, target);
      } catch {
        await fs.promises.copyFile(source, target);
      }
    }
  }
}

export function uniqueBase(outDir: string, base: string): string {
  const taken = (name: string): boolean =>
    [BACKUP_EXTENSION, BACKUP_FAILED_EXTENSION, BACKUP_PARTIAL_EXTENSION].some((ext) => fs.existsSync(path.join(outDir, `${name}${ext}`)));
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}

/** Half-written files of a run that was killed: never a backup, removed at the next run. */
export function removeLeftovers(outDir: string, workRoot: string): void {
  for (const name of fs.readdirSync(outDir)) {
    if (name.endsWith(BACKUP_PARTIAL_EXTENSION)) fs.rmSync(path.join(outDir, name), { force: true });
  }
  fs.rmSync(workRoot, { recursive: true, force: true });
}

