import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * One full garbage collection, now. PGlite's start (initdb on a new data folder, then the
 * migrations) leaves a WebAssembly instance and its memory behind as garbage; V8 may not collect it
 * for a long time, so a first start kept ~775 MiB resident instead of ~350 MiB (measured with
 * `npm run bench -- foundation`). Called once after the embedded database is ready.
 */
export function collectGarbageNow(): void {
  // --expose-gc set at run time applies to contexts made afterwards: this one gets `gc`.
  v8.setFlagsFromString('--expose-gc');
  const gc: unknown = vm.runInNewContext('gc');
  if (typeof gc === 'function') gc();
}
