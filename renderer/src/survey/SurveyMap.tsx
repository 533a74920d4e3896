import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef, useState } from 'react';
import type { SurveyLocation } from '../../../common/contract/survey';
import { SURVEY_TEXTS as T } from './texts';

/** Leaflet's marker pictures, bundled by Vite (never fetched from a CDN); Tambah Survey's map uses it too. */
export const markerPicture = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

export interface SurveyMapProps {
  locations: readonly SurveyLocation[];
  /** MAP_TILE_URL of the server. */
  tileUrl: string;
  /** Where the map looks without locations (the seed's default point in Java). */
  defaultCenter: { latitude: number; longitude: number };
}

/**
 * The survey's locations on a Leaflet map with an OpenStreetMap tile layer: one marker each,
 * fitted to them, or the default point when there are none. Without tiles (no internet) the
 * markers still show, with a note; the coordinates and links are listed by the caller.
 */
export function SurveyMap({ locations, tileUrl, defaultCenter }: SurveyMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const map = L.map(element, { scrollWheelZoom: false });
    const tiles = L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; OpenStreetMap' });
    tiles.on('tileerror', () => setOffline(true));
    tiles.addTo(map);
    for (const location of locations) {
      L.marker([location.latitude, location.longitude], { icon: markerPicture, title: location.name, alt: location.name })
        .bindTooltip(location.name)
        .addTo(map);
    }
    const [only] = locations;
    if (!only) map.setView([defaultCenter.latitude, defaultCenter.longitude], 12);
    else if (locations.length === 1) map.setView([only.latitude, only.longitude], 15);
    else map.fitBounds(L.latLngBounds(locations.map((l) => [l.latitude, l.longitude] as [number, number])), { padding: [30, 30], maxZoom: 16 });
    // The dialog animates open: measure again once it has its size.
    const resize = window.setTimeout(() => map.invalidateSize(), 250);
    return () => {
      window.clearTimeout(resize);
      map.remove();
    };
  }, [locations, tileUrl, defaultCenter]);

  return (
    <div className="survey-map-wrap">
      <div ref={box} className="survey-map" role="region" aria-label={T.map} />
      {offline && <p className="survey-map-offline">{T.mapOffline}</p>}
    </div>
  );
}
