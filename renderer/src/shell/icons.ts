import { Icons, IconSize, type IconName } from '@blueprintjs/icons';

/**
 * Blueprint loads icon paths by name at run time; by default the first icon pulls in every path
 * of its size (two chunks of ~100 kB gzipped). The icons the app uses are bundled here instead;
 * add a module's icons to both globs (the lists must be literal for Vite). An icon missing here
 * still works: it falls back to Blueprint's loader and a warning names it in development.
 */
const PATHS_16 = import.meta.glob<string[]>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{application,archive,arrow-left,bank-account,barcode,box,build,calendar,camera,caret-down,caret-up,chat,chevron-down,chevron-left,chevron-right,chevron-up,clipboard,cog,cross,cube,dashboard,diagram-tree,document,dollar,double-caret-vertical,double-chevron-left,double-chevron-right,download,edit,endorsed,envelope,error,export,eye-off,eye-open,floppy-disk,glass,history,home,id-number,import,inbox,info-sign,key,layers,lock,log-out,map,map-marker,media,minus,notifications,numerical,office,offline,paperclip,people,plus,print,projects,refresh,search,send-message,shopping-cart,small-cross,small-tick,swap-horizontal,tag,th-derived,th-list,tick,tick-circle,time,trash,user,warning-sign,wrench}.js',
  { eager: true, import: 'default' },
);
const PATHS_20 = import.meta.glob<string[]>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{application,archive,arrow-left,bank-account,barcode,box,build,calendar,camera,caret-down,caret-up,chat,chevron-down,chevron-left,chevron-right,chevron-up,clipboard,cog,cross,cube,dashboard,diagram-tree,document,dollar,double-caret-vertical,double-chevron-left,double-chevron-right,download,edit,endorsed,envelope,error,export,eye-off,eye-open,floppy-disk,glass,history,home,id-number,import,inbox,info-sign,key,layers,lock,log-out,map,map-marker,media,minus,notifications,numerical,office,offline,paperclip,people,plus,print,projects,refresh,search,send-message,shopping-cart,small-cross,small-tick,swap-horizontal,tag,th-derived,th-list,tick,tick-circle,time,trash,user,warning-sign,wrench}.js',
  { eager: true, import: 'default' },
);

function byName(table: Record<string, string[]>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [file, paths] of Object.entries(table)) {
    const name = /([a-z0-9-]+)\.js$/.exec(file)?.[1];
    if (name) map.set(name, paths);
  }
  return map;
}

const bundled = { 16: byName(PATHS_16), 20: byName(PATHS_20) };

/** Names of the bundled icons (for the preload and for tests). */
export const BUNDLED_ICONS = [...bundled[16].keys()] as IconName[];
/** The same for the 20px paths; both globs must list the same names. */
export const BUNDLED_ICONS_LARGE = [...bundled[20].keys()] as IconName[];

async function loader(name: IconName, size: number): Promise<string[]> {
  const hit = (size < IconSize.LARGE ? bundled[16] : bundled[20]).get(name);
  if (hit) return hit;
  if (import.meta.env.DEV) console.warn(`[icons] '${name}' is not bundled; add it to renderer/src/shell/icons.ts`);
  const { splitPathsBySizeLoader } = await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader');
  return splitPathsBySizeLoader(name, size);
}

/** Call once before the first render so bundled icons paint without a flicker. */
export async function setUpIcons(): Promise<void> {
  Icons.setLoaderOptions({ loader });
  await Promise.all([Icons.load(BUNDLED_ICONS, IconSize.STANDARD), Icons.load(BUNDLED_ICONS, IconSize.LARGE)]);
}
