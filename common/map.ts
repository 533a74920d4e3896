/**
 * A map point in the browser's map (openstreetmap.org with a marker): the survey detail's
 * 'Buka di peta' link. The desktop app lets exactly these links out to the system browser, and
 * only after `mapPointOf` has read the point back and the URL was built again from its numbers.
 */

export interface MapPoint {
  latitude: number;
  longitude: number;
}

const MAP_HOST = 'www.openstreetmap.org';

export function openStreetMapUrl(point: MapPoint): string {
  const { latitude, longitude } = point;
  return `https://${MAP_HOST}/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

const NUMBER = /^-?\d{1,3}(\.\d{1,15})?$/;

/** The point an openStreetMapUrl link names, or null for every other URL (another host, path, parameter, or a number out of range). */
export function mapPointOf(url: string): MapPoint | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.host !== MAP_HOST || parsed.pathname !== '/' || parsed.username || parsed.password) return null;
  const keys = [...parsed.searchParams.keys()];
  if (keys.length !== 2 || !keys.includes('mlat') || !keys.includes('mlon')) return null;
  const lat = parsed.searchParams.get('mlat') ?? '';
  const lon = parsed.searchParams.get('mlon') ?? '';
  if (!NUMBER.test(lat) || !NUMBER.test(lon)) return null;
  const point = { latitude: Number(lat), longitude: Number(lon) };
  if (Math.abs(point.latitude) > 90 || Math.abs(point.longitude) > 180) return null;
  // The fragment may only repeat the same point (as openStreetMapUrl writes it).
  if (parsed.hash && parsed.hash !== `#map=17/${lat}/${lon}`) return null;
  return point;
}
