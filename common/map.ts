/**
 * A map point in the browser's map (openstreetmap.org with a marker): the survey detail's
 * 'Buka di peta' link. The desktop app lets exactly these links out to the system browser, and
 * only after `mapPointOf` has read the point back and the URL was built again from its numbers.
 */

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export function openStreetMapUrl(point: MapPoint): string {
  const { latitude, longitude } = point;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

const NUMBER = String.raw`-?\d{1,3}(?:\.\d{1,15})?`;
/** Exactly what openStreetMapUrl writes (the fragment optional); common/ has no URL parser, so the whole text is matched. */
const MAP_LINK = new RegExp(String.raw`^https://www\.openstreetmap\.org/\?mlat=(${NUMBER})&mlon=(${NUMBER})(#map=17/(${NUMBER})/(${NUMBER}))?$`);

/** The point an openStreetMapUrl link names, or null for every other URL (another host, path, parameter, or a number out of range). */
export function mapPointOf(url: string): MapPoint | null {
  const match = MAP_LINK.exec(url);
  if (!match) return null;
  const [, lat = '', lon = '', fragment, fragmentLat, fragmentLon] = match;
  // The fragment may only repeat the same point.
  if (fragment && (fragmentLat !== lat || fragmentLon !== lon)) return null;
  const point = { latitude: Number(lat), longitude: Number(lon) };
  if (Math.abs(point.latitude) > 90 || Math.abs(point.longitude) > 180) return null;
  return point;
}
