import { formatDate } from '../../../common/format';
import { openStreetMapUrl } from '../../../common/map';
import type { SurveyLocation } from '../../../common/contract/survey';

/** A survey's day (YYYY-MM-DD) as 'DD/MM/YYYY'. */
export function surveyDate(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T00:00:00Z`, 'report', 'UTC') : '-';
}

/** '-7.330100, 112.763200'. */
export function coordinates(location: Pick<SurveyLocation, 'latitude' | 'longitude'>): string {
  return `${location.latitude.toFixed(6)}, ${location.longitude.toFixed(6)}`;
}

/** The location in the browser's map (openstreetmap.org with a marker); the desktop app lets only these out (main/external-links.ts). */
export const openStreetMapLink = (location: Pick<SurveyLocation, 'latitude' | 'longitude'>): string => openStreetMapUrl(location);

/** A long description cut for the list's column. */
export function truncate(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
