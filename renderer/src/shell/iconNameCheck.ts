/**
 * Stands in for @blueprintjs/icons' `iconNames` module inside its icon loader only (vite.config.ts
 * swaps it in): the real one builds a table of all ~1,700 icon names (about 10 kB gzipped, in the
 * initial download) merely to check a name before loading it. Here a name is checked by its shape;
 * an unknown one still fails, later, in renderer/src/shell/icons.ts's loader.
 */
export const IconNames: Record<string, string> = {};

export const IconNamesSet: Pick<ReadonlySet<string>, 'has'> = {
  has: (name: string) => typeof name === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name),
};
