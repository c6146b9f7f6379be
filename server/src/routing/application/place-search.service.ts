import { Injectable, Logger } from '@nestjs/common';
import { PLACE_SEARCH, roundToStoredPrecision } from '@civic/contracts';
import { AppConfig } from '../../kernel/config/app-config.js';
import type { LocationCatalog } from '../domain/location-catalog.js';
import { NominatimGeocoder, type GeocodedPlace } from '../infrastructure/nominatim-geocoder.js';
import { GeographyService } from './geography.service.js';

/**
 * A place search result (citizen spec section 7, place search): lat/lng in degrees, inside Goa. From the gazetteer,
 * `type` is village, ulb, subdistrict or district and `code` the LGD / Census code as a string; from the geocoder,
 * its own type and 'osm:<type>/<id>'.
 */
export type PlaceItem = GeocodedPlace;

/** Results and where they came from. */
export interface PlaceSearchResult {
  items: PlaceItem[];
  source: 'gazetteer' | 'geocoder';
}

interface GazetteerEntry extends PlaceItem {
  key: string;
  rank: number;
}

/** Lowercase, accents removed, punctuation as spaces. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Type order when matches are equally good: towns first, then talukas, districts, villages. */
const TYPE_RANK: Record<string, number> = { ulb: 0, subdistrict: 1, district: 2, village: 3 };

/**
 * Place search for the complaint map: the Goa gazetteer (data/goa: 388 villages and 14 ULBs with points;
 * talukas and districts at the mean point of their villages) by default, or a Nominatim-compatible
 * geocoder when GEOCODER_URL is set, falling back to the gazetteer when it fails or finds nothing in Goa.
 * At most 5 results (citizen spec section 9).
 */
@Injectable()
export class PlaceSearchService {
  private readonly logger = new Logger('PlaceSearch');
  private readonly geocoder: NominatimGeocoder | null;
  private gazetteer: Promise<GazetteerEntry[]> | null = null;

  constructor(
    private readonly geography: GeographyService,
    config: AppConfig,
  ) {
    this.geocoder = config.GEOCODER_URL ? new NominatimGeocoder(config.GEOCODER_URL, `GoaCivicPortal/1.0 (+${config.publicUrl})`) : null;
  }

  /** Searches places by name; `q` has at least 3 characters (the controller checks it). */
  async search(q: string): Promise<PlaceSearchResult> {
    if (this.geocoder) {
      try {
        const items = await this.geocoder.search(q);
        if (items.length > 0) return { items, source: 'geocoder' };
      } catch (error) {
        this.logger.warn(`Geocoder failed, using the gazetteer: ${(error as Error).message}`);
      }
    }
    return { items: await this.searchGazetteer(q), source: 'gazetteer' };
  }

  /**
   * The gazetteer's best matches: the whole name, then a name starting with the text, then a word of the
   * name starting with it, then the text anywhere in the name; ties by type, then shorter names.
   */
  async searchGazetteer(q: string): Promise<PlaceItem[]> {
    const needle = searchKey(q);
    if (!needle) return [];
    const scored: { entry: GazetteerEntry; score: number }[] = [];
    for (const entry of await this.entries()) {
      const k = entry.key;
      const score = k === needle ? 0 : k.startsWith(needle) ? 1 : ` ${k}`.includes(` ${needle}`) ? 2 : k.includes(needle) ? 3 : -1;
      if (score >= 0) scored.push({ entry, score });
    }
    scored.sort(
      (a, b) => a.score - b.score || a.entry.rank - b.entry.rank || a.entry.name.length - b.entry.name.length || a.entry.name.localeCompare(b.entry.name),
    );
    return scored.slice(0, PLACE_SEARCH.results).map(({ entry: { name, label, lat, lng, type, code } }) => ({ name, label, lat, lng, type, code }));
  }

  private entries(): Promise<GazetteerEntry[]> {
    if (!this.gazetteer) {
      this.gazetteer = this.geography
        .catalog()
        .then(buildGazetteer)
        .catch((error: unknown) => {
          this.gazetteer = null;
          throw error;
        });
    }
    return this.gazetteer;
  }
}

function buildGazetteer(catalog: LocationCatalog): GazetteerEntry[] {
  const entries: GazetteerEntry[] = [];
  const sums = new Map<string, { lat: number; lng: number; n: number }>();
  const addTo = (key: string, lat: number, lng: number) => {
    const s = sums.get(key) ?? { lat: 0, lng: 0, n: 0 };
    sums.set(key, { lat: s.lat + lat, lng: s.lng + lng, n: s.n + 1 });
  };
  for (const location of catalog.locations) {
    const point =
      location.level === 'village' ? catalog.villages.get(location.villageCode!) : location.level === 'ulb' ? catalog.ulbs.get(location.ulbCode!) : undefined;
    if (!point || point.lat === null || point.lng === null) continue;
    const code = String(location.level === 'village' ? location.villageCode : location.ulbCode);
    entries.push({
      name: location.name,
      label: location.label,
      lat: point.lat,
      lng: point.lng,
      type: location.level,
      code,
      key: searchKey(location.name),
      rank: TYPE_RANK[location.level],
    });
    if (location.level === 'village') {
      addTo(`S-${location.subdistrictCode}`, point.lat, point.lng);
      addTo(`D-${location.districtCode}`, point.lat, point.lng);
    }
  }
  for (const location of catalog.locations) {
    if (location.level !== 'subdistrict' && location.level !== 'district') continue;
    const s = sums.get(location.rowId);
    if (!s) continue;
    const code = String(location.level === 'subdistrict' ? location.subdistrictCode : location.districtCode);
    entries.push({
      name: location.name,
      label: location.label,
      lat: roundToStoredPrecision(s.lat / s.n),
      lng: roundToStoredPrecision(s.lng / s.n),
      type: location.level,
      code,
      key: searchKey(location.name),
      rank: TYPE_RANK[location.level],
    });
  }
  return entries;
}
