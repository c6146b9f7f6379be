import { GOA_BOUNDS, isInsideGoa, PLACE_SEARCH, roundToStoredPrecision } from '@civic/contracts';

/** A place found by the geocoder: lat/lng in degrees (6 decimals), inside Goa. */
export interface GeocodedPlace {
  name: string;
  label: string;
  lat: number;
  lng: number;
  /** The geocoder's own type (village, road, suburb...). */
  type: string;
  /** 'osm:<type>/<id>' when the geocoder gives OpenStreetMap ids, else null. */
  code: string | null;
}

interface NominatimResult {
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  type?: string;
  addresstype?: string;
  osm_type?: string;
  osm_id?: number | string;
}

/** Goa's bounds as Nominatim's viewbox: left (min lng), top (max lat), right (max lng), bottom (min lat). */
export const GOA_VIEWBOX = `${GOA_BOUNDS.minLng},${GOA_BOUNDS.maxLat},${GOA_BOUNDS.maxLng},${GOA_BOUNDS.minLat}`;

/**
 * A Nominatim-compatible geocoder (GEOCODER_URL; DESIGN.md, Embedded defaults and real adapters):
 * `/search?format=jsonv2&q=...&limit=5&countrycodes=in&viewbox=<Goa>&bounded=1` with a User-Agent that
 * names the portal (Nominatim's usage policy) and a short timeout. Throws on any failure: network, timeout,
 * a non-2xx status or a body that is not a JSON array.
 */
export class NominatimGeocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly userAgent: string,
    private readonly timeoutMs = 3000,
  ) {}

  /** The search URL of a query. */
  url(q: string): string {
    const params = new URLSearchParams({
      format: 'jsonv2',
      q,
      limit: String(PLACE_SEARCH.results),
      countrycodes: 'in',
      viewbox: GOA_VIEWBOX,
      bounded: '1',
    });
    return `${this.baseUrl.replace(/\/+$/, '')}/search?${params.toString()}`;
  }

  async search(q: string): Promise<GeocodedPlace[]> {
    const res = await fetch(this.url(q), {
      headers: { 'User-Agent': this.userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`Geocoder answered ${res.status}`);
    const body = (await res.json()) as unknown;
    if (!Array.isArray(body)) throw new Error('Geocoder answer is not a list');
    const places: GeocodedPlace[] = [];
    for (const r of body as NominatimResult[]) {
      const lat = Number(r?.lat);
      const lng = Number(r?.lon);
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || !isInsideGoa({ lat, lng })) continue;
      const label = String(r.display_name ?? r.name ?? '').trim();
      const name = String(r.name || label.split(',')[0] || '').trim();
      if (!name) continue;
      places.push({
        name,
        label: label || name,
        lat: roundToStoredPrecision(lat),
        lng: roundToStoredPrecision(lng),
        type: String(r.addresstype ?? r.type ?? 'place'),
        code: r.osm_type && r.osm_id !== undefined ? `osm:${r.osm_type}/${r.osm_id}` : null,
      });
      if (places.length === PLACE_SEARCH.results) break;
    }
    return places;
  }
}
