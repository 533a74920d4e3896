import type { IconName } from '@blueprintjs/icons';
import { byName, SHELL_ICONS, SHELL_ICONS_LARGE } from './icons';

/**
 * The icon paths of the modules' screens, beyond the shell's (./icons): one chunk, loaded with the
 * first module opened. Add a screen's new icon here, in the size it is drawn (16px for buttons and
 * inline icons, 20px for icons of size 20 and up: empty states, callouts with a title, cards).
 */
const APP_16 = import.meta.glob<string[]>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{add,application,archive,arrow-left,arrow-right,bank-account,calculator,calendar,camera,caret-down,caret-up,chevron-down,chevron-up,clipboard,cross,cube,dashboard,diagram-tree,disable,document-open,dot,double-caret-vertical,double-chevron-left,double-chevron-right,download,duplicate,edit,endorsed,eraser,export,filter-remove,folder-open,history,id-number,import,inbox,layers,map-marker,minus,numerical,paperclip,percentage,plus,print,projects,small-cross,small-tick,swap-horizontal,tag,th,th-derived,th-list,tick,undo,unlock,upload,warning-sign,zoom-in,zoom-out}.js',
  { eager: true, import: 'default' },
);
const APP_20 = import.meta.glob<string[]>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{add,application,archive,arrow-left,arrow-right,bank-account,barcode,calculator,calendar,camera,caret-down,caret-up,chat,chevron-down,chevron-left,chevron-right,chevron-up,clipboard,cog,cross,cube,dashboard,diagram-tree,disable,document-open,dot,double-caret-vertical,double-chevron-left,double-chevron-right,download,duplicate,edit,endorsed,envelope,eraser,export,eye-off,eye-open,filter-remove,floppy-disk,folder-open,history,home,id-number,import,inbox,key,layers,log-out,map-marker,media,minus,notifications,numerical,paperclip,percentage,plus,print,projects,refresh,send-message,small-cross,small-tick,swap-horizontal,tag,th,th-derived,th-list,tick,tick-circle,time,trash,undo,unlock,upload,user,warning-sign,zoom-in,zoom-out}.js',
  { eager: true, import: 'default' },
);

export const APP_ICON_PATHS = { 16: byName(APP_16), 20: byName(APP_20) };

/** Every bundled icon name, 16px: the shell's and the modules' (for tests: a screen's icons must be here). */
export const BUNDLED_ICONS = [...SHELL_ICONS, ...APP_ICON_PATHS[16].keys()] as IconName[];
/** The same for the 20px paths. */
export const BUNDLED_ICONS_LARGE = [...SHELL_ICONS_LARGE, ...APP_ICON_PATHS[20].keys()] as IconName[];
