import { describe, expect, it } from 'vitest';
import { tileOrigin } from '../../../server/survey/routes';
import { coordinates, openStreetMapLink, surveyDate, truncate } from '../../../renderer/src/survey/logic';

describe('survey map helpers', () => {
  it('allows the tile template’s origin, {s} subdomains as a wildcard', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('http://{s}.tiles.kantor.local:8081/osm/{z}/{x}/{y}.png')).toBe('http://*.tiles.kantor.local:8081');
  });

  it('writes coordinates, the OpenStreetMap link, the survey day and a truncated description', () => {
    const here = { latitude: -7.250445, longitude: 112.768845 };
    expect(coordinates(here)).toBe('-7.250445, 112.768845');
    expect(openStreetMapLink(here)).toBe('https://www.openstreetmap.org/?mlat=-7.250445&mlon=112.768845#map=17/-7.250445/112.768845');
    expect(surveyDate('2026-11-20')).toBe('20/11/2026');
    expect(surveyDate('')).toBe('-');
    expect(truncate('a'.repeat(80))).toHaveLength(60);
    expect(truncate('pendek')).toBe('pendek');
  });
});
