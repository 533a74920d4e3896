import { describe, expect, it } from 'vitest';
import { mapPointOf, openStreetMapUrl } from '../../../common/map';
import { createMapLinkOpener } from '../../../main/external-links';
import { guardContents, type GuardableContents, type WindowOpenDecision } from '../../../main/window';

/**
 * 'Buka di peta' in the desktop app (Electron checklist item 15): an openstreetmap.org marker link
 * goes to the system browser, rebuilt from its two numbers; every other URL stays refused.
 */

const here = { latitude: -7.250445, longitude: 112.768845 };

describe('mapPointOf', () => {
  it('reads the point back from the link the survey detail writes', () => {
    expect(mapPointOf(openStreetMapUrl(here))).toEqual(here);
    expect(mapPointOf('https://www.openstreetmap.org/?mlat=-7.25&mlon=112.76')).toEqual({ latitude: -7.25, longitude: 112.76 });
  });

  it.each([
    ['another host', 'https://evil.example/?mlat=1&mlon=2'],
    ['a look-alike host', 'https://www.openstreetmap.org.evil.example/?mlat=1&mlon=2'],
    ['plain http', 'http://www.openstreetmap.org/?mlat=1&mlon=2'],
    ['credentials', 'https://user:pw@www.openstreetmap.org/?mlat=1&mlon=2'],
    ['another path', 'https://www.openstreetmap.org/edit?mlat=1&mlon=2'],
    ['an extra parameter', 'https://www.openstreetmap.org/?mlat=1&mlon=2&x=javascript:alert(1)'],
    ['a latitude out of range', 'https://www.openstreetmap.org/?mlat=91&mlon=2'],
    ['text for a number', 'https://www.openstreetmap.org/?mlat=1e3&mlon=2'],
    ['a fragment naming another place', 'https://www.openstreetmap.org/?mlat=1&mlon=2#map=17/5/6'],
    ['another protocol', 'file:///etc/passwd'],
    ['no URL at all', 'not a url'],
  ])('refuses %s', (_what, url) => {
    expect(mapPointOf(url)).toBeNull();
  });
});

describe('the map-link opener on the window-open guard', () => {
  const guarded = (kiosk = false) => {
    const opened: string[] = [];
    let handler: ((details: { url: string }) => WindowOpenDecision) | undefined;
    const contents: GuardableContents = {
      on: () => undefined,
      setWindowOpenHandler: (h) => {
        handler = h;
      },
    };
    const openOutside = createMapLinkOpener(async (url) => {
      opened.push(url);
    });
    guardContents(contents, 'http://127.0.0.1:43210', '/preload.cjs', () => undefined, () => kiosk, openOutside);
    return { opened, open: (url: string) => handler?.({ url }) };
  };

  it('hands a map link to the system browser, rebuilt, and opens no app window for it', () => {
    const g = guarded();
    expect(g.open('https://www.openstreetmap.org/?mlat=-7.25&mlon=112.76#map=17/-7.25/112.76')).toEqual({ action: 'deny' });
    expect(g.opened).toEqual(['https://www.openstreetmap.org/?mlat=-7.25&mlon=112.76#map=17/-7.25/112.76']);
  });

  it('passes nothing else on', () => {
    const g = guarded();
    expect(g.open('https://example.com/')).toEqual({ action: 'deny' });
    expect(g.open('https://www.openstreetmap.org/?mlat=1&mlon=2&next=https://evil.example')).toEqual({ action: 'deny' });
    expect(g.opened).toEqual([]);
  });

  it('opens nothing in kiosk mode', () => {
    const g = guarded(true);
    expect(g.open(openStreetMapUrl(here))).toEqual({ action: 'deny' });
    expect(g.opened).toEqual([]);
  });
});
