/**
 * Files of resources/ the main process reads at run time, relative to the app's root
 * (app.getAppPath(): the project folder when started from source, the asar when packaged;
 * electron-builder.yml packs resources/**). tests/unit/main/resources.test.ts checks each exists.
 */
export const RESOURCE_FILES = {
  /** Window and taskbar icon on Linux and Windows (macOS takes the bundle's icon). */
  windowIcon: 'resources/icon-256.png',
} as const;
