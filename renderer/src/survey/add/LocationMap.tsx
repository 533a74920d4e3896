import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { markerPicture } from '../SurveyMap';
import { SURVEY_TEXTS } from '../texts';

const T = SURVEY_TEXTS;

export interface MapPoint {
  key: number;
  name: string;
  latitude: number;
  longitude: number;
}

export interface LocationMapProps {
  /** The rows whose coordinates read as numbers. */
  points: readonly MapPoint[];
  tileUrl: string;
  defaultCenter: { latitude: number; longitude: number };
  /** A click on the map: a new location there. */
  onPick: (latitude: number, longitude: number) => void;
  /** A marker dragged to a new place. */
  onMove: (key: number, latitude: number, longitude: number) => void;
  disabled?: boolean;
}

/**
 * The form's map: a click adds a location, a marker drags to move one. Without reachable tiles
 * (no internet) the markers still show on the grey map, with a note; the coordinates are in the
 * rows beside it either way.
 */
export function LocationMap({ points, tileUrl, defaultCenter, onPick, onMove, disabled = false }: LocationMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const handlers = useRef({ onPick, onMove, disabled });
  handlers.current = { onPick, onMove, disabled };
  const [offline, setOffline] = useState(false);
  /** How many points the view was last fitted to: it follows new points, not every drag. */
  const fitted = useRef(-1);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const created = L.map(element, { scrollWheelZoom: false }).setView([defaultCenter.latitude, defaultCenter.longitude], 12);
    if (tileUrl) {
      const tiles = L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; OpenStreetMap' });
      tiles.on('tileerror', () => setOffline(true));
      tiles.addTo(created);
    } else {
      setOffline(true);
    }
    created.on('click', (event: L.LeafletMouseEvent) => {
      if (!handlers.current.disabled) handlers.current.onPick(event.latlng.lat, event.latlng.lng);
    });
    markers.current = L.layerGroup().addTo(created);
    map.current = created;
    const resize = window.setTimeout(() => created.invalidateSize(), 250);
    return () => {
      window.clearTimeout(resize);
      created.remove();
      map.current = null;
      markers.current = null;
      fitted.current = -1;
    };
  }, [tileUrl, defaultCenter]);

  useEffect(() => {
    const current = map.current;
    const layer = markers.current;
    if (!current || !layer) return;
    layer.clearLayers();
    for (const point of points) {
      const marker = L.marker([point.latitude, point.longitude], { icon: markerPicture, title: point.name, alt: point.name, draggable: !disabled });
      marker.bindTooltip(point.name);
      marker.on('dragend', () => {
        const at = marker.getLatLng();
        handlers.current.onMove(point.key, at.lat, at.lng);
      });
      marker.addTo(layer);
    }
    if (points.length !== fitted.current) {
      fitted.current = points.length;
      const [only] = points;
      if (only && points.length === 1) current.setView([only.latitude, only.longitude], Math.max(current.getZoom(), 15));
      else if (points.length > 1) current.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as [number, number])), { padding: [30, 30], maxZoom: 16 });
    }
  }, [points, disabled]);

  return (
    <div className="survey-map-wrap">
      <div ref={box} className="survey-map survey-add-map" role="region" aria-label={T.map} />
      {offline && <p className="survey-map-offline">{T.mapOffline}</p>}
    </div>
  );
}
