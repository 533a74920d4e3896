import { Icons, IconSize, type IconName } from '@blueprintjs/icons';

/**
 * Icon paths, bundled by name (Blueprint's own loader would fetch every path of a size, two chunks
 * of ~95 kB gzipped, for the first icon drawn). Two tiers:
 * - here, in the initial download: the icons of the sign-in screen, home and the shell (top bar,
 *   module frame, dialogs, toasts, empty states), 16px, and the 20px ones they draw large (module
 *   cards, empty and error states);
 * - in ./appIcons, one lazy chunk: every other icon the modules' screens use, fetched with the first
 *   module opened (modules.tsx waits for it, so a module's sidebar paints whole).
 * The lists must be literal for Vite's glob. An icon in neither still works: the loader falls back to
 * Blueprint's per-size chunk, and a warning names it in development; add it to ./appIcons.
 */
const SHELL_16 = import.meta.glob<string[]>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{barcode,box,build,chat,chevron-left,chevron-right,cog,document,dollar,envelope,error,eye-off,eye-open,floppy-disk,glass,home,info-sign,key,lock,log-out,map,media,notifications,office,offline,people,refresh,search,send-message,shopping-cart,tick-circle,time,trash,user,wrench}.js',
  { eager: true, import: 'default' },
);
const SHELL_20 = import.meta.glob<string[]>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{box,build,document,dollar,error,glass,info-sign,lock,map,office,offline,people,search,shopping-cart,wrench}.js',
  { eager: true, import: 'default' },
);

export type IconTable = Record<string, string[]>;

/** Glob results by icon name ('…/16px/paths/home.js' → 'home'). */
export function byName(table: IconTable): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [file, paths] of Object.entries(table)) {
    const name = /([a-z0-9-]+)\.js$/.exec(file)?.[1];
    if (name) map.set(name, paths);
  }
  return map;
}

const shell = { 16: byName(SHELL_16), 20: byName(SHELL_20) };

/** Names of the icons in the initial download, 16px (for the preload and for tests). */
export const SHELL_ICONS = [...shell[16].keys()] as IconName[];
/** Names of the icons in the initial download, 20px. */
export const SHELL_ICONS_LARGE = [...shell[20].keys()] as IconName[];

interface AppIcons {
  16: Map<string, string[]>;
  20: Map<string, string[]>;
}

let appIcons: Promise<AppIcons> | null = null;

/** The modules' icons (one chunk, fetched once; a failed fetch is tried again on the next call). */
export function loadAppIcons(): Promise<AppIcons> {
  if (!appIcons) {
    appIcons = import('./appIcons').then((module) => module.APP_ICON_PATHS);
    appIcons.catch(() => {
      appIcons = null;
    });
  }
  return appIcons;
}

async function loader(name: IconName, size: number): Promise<string[]> {
  const large = size >= IconSize.LARGE;
  const hit = (large ? shell[20] : shell[16]).get(name) ?? (await loadAppIcons())[large ? 20 : 16].get(name);
  if (hit) return hit;
  if (import.meta.env.DEV) console.warn(`[icons] '${name}' (${large ? 20 : 16}px) is not bundled; add it to renderer/src/shell/appIcons.ts`);
  const { splitPathsBySizeLoader } = await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader');
  return splitPathsBySizeLoader(name, size);
}

/** Call once before the first render so the shell's icons paint without a flicker. */
export async function setUpIcons(): Promise<void> {
  Icons.setLoaderOptions({ loader });
  await Promise.all([Icons.load(SHELL_ICONS, IconSize.STANDARD), Icons.load(SHELL_ICONS_LARGE, IconSize.LARGE)]);
}
