import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The script of a worker thread that lives beside the module starting it: `<name>.js` next to the
 * bundle (dist/server), or `<name>.ts` loaded through tsx (tests, scripts run from source). Null
 * when neither is there; the caller then does the work on its own thread.
 */
export function workerScriptBeside(moduleUrl: string, name: string): { source: string; eval: boolean } | null {
  const here = fileURLToPath(moduleUrl);
  const dir = path.dirname(here);
  if (here.endsWith('.ts')) {
    const file = path.join(dir, `${name}.ts`);
    if (!fs.existsSync(file)) return null;
    // A worker does not inherit tsx's loader: register it, then load the TypeScript source.
    return { source: `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(pathToFileURL(file).href)}); });`, eval: true };
  }
  const file = path.join(dir, `${name}.js`);
  return fs.existsSync(file) ? { source: file, eval: false } : null;
}
