import { mapPointOf, openStreetMapUrl } from '../common/map';

/**
 * The one kind of link the desktop app hands to the system browser (Electron's checklist item
 * 15): the survey detail's 'Buka di peta', an openstreetmap.org marker. The URL from the renderer
 * is never passed on as is: its point is read back and the URL built again from the two numbers.
 * Everything else stays refused by the window-open guard.
 */
export function createMapLinkOpener(openInBrowser: (url: string) => Promise<void>, warn: (message: string) => void = console.warn): (url: string) => boolean {
  return (url) => {
    const point = mapPointOf(url);
    if (!point) return false;
    openInBrowser(openStreetMapUrl(point)).catch((error: unknown) => warn(`map link not opened: ${String(error)}`));
    return true;
  };
}
