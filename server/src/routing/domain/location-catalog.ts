import { deepestLevel, formatMessage, Messages, ROUTING_ROW_ID_PREFIX, type RoutingLevel, type RoutingScope } from '@civic/contracts';

/** Plain geography rows (data/goa, the geography tables): codes are LGD / Census 2011 integers, lat/lng in degrees. */
export interface GeoDistrict {
  code: number;
  name: string;
  stateCode: number;
}
export interface GeoSubdistrict {
  code: number;
  name: string;
  districtCode: number;
}
export interface GeoVillage {
  code: number;
  name: string;
  subdistrictCode: number;
  districtCode: number;
  lat: number | null;
  lng: number | null;
  type: string;
}
export interface GeoUlb {
  code: number;
  name: string;
  districtCode: number;
  subdistrictCode: number | null;
  lat: number | null;
  lng: number | null;
  type: string;
}
export interface GeographyRows {
  districts: GeoDistrict[];
  subdistricts: GeoSubdistrict[];
  villages: GeoVillage[];
  ulbs: GeoUlb[];
}

/**
 * One routable location: a row of the routing template. `rowId` is stable ('D-551', 'S-5610', 'V-626635',
 * 'U-252071') and is also the contact's location key; `label` is the readable Location
 * ('Calangute, Bardez, North Goa'; a ULB is 'Mapusa, North Goa').
 */
export interface CatalogLocation {
  rowId: string;
  level: RoutingLevel;
  /** Rural for villages and talukas, Urban for ULBs; a district serves both scopes and is listed as Rural. */
  scope: RoutingScope;
  name: string;
  label: string;
  districtCode: number;
  subdistrictCode: number | null;
  villageCode: number | null;
  ulbCode: number | null;
}

/** Codes as a caller gives them: numbers, numeric strings, blank or null. */
export interface LocationCodesInput {
  districtCode?: string | number | null;
  subdistrictCode?: string | number | null;
  villageCode?: string | number | null;
  ulbCode?: string | number | null;
}

/** The outcome of checking a chosen location against the geography. */
export type LocateResult = { ok: true; location: CatalogLocation } | { ok: false; field: string; message: string };

/** A step of the fallback chain of a location (admin spec section 9), deepest first. */
export interface FallbackStep {
  level: RoutingLevel;
  location: CatalogLocation;
}

/** The fallback chain of an input location: its scope, the deepest level the input names, and the steps. */
export interface FallbackChain {
  scope: RoutingScope;
  expectedLevel: RoutingLevel | null;
  steps: FallbackStep[];
}

const LEVEL_WORD: Record<RoutingLevel, string> = { district: 'district', subdistrict: 'taluka', village: 'village', ulb: 'ULB' };

/** Parses a code: a positive integer (number or digits), else null. Blank, null and malformed values give null. */
export function parseCode(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) {
    const n = Number(value.trim());
    return n > 0 ? n : null;
  }
  return null;
}

/** The Row ID of a location: level prefix and code ('V-626635'). */
export function rowIdOf(level: RoutingLevel, code: number): string {
  return `${ROUTING_ROW_ID_PREFIX[level]}-${code}`;
}

const byName = <T extends { name: string; code: number }>(a: T, b: T) => a.name.localeCompare(b.name, 'en') || a.code - b.code;

/**
 * The Goa locations that routing contacts attach to, built from the geography (data/goa/README.md):
 * 2 districts, 12 talukas, 397 villages and 14 ULBs. Pure: the same catalog is built from the database
 * (GeographyService) or from the CSV files (the import benchmark).
 */
export class LocationCatalog {
  readonly districts = new Map<number, GeoDistrict>();
  readonly subdistricts = new Map<number, GeoSubdistrict>();
  readonly villages = new Map<number, GeoVillage>();
  readonly ulbs = new Map<number, GeoUlb>();
  private readonly byRowId = new Map<string, CatalogLocation>();
  private readonly orderedLocations: CatalogLocation[] = [];

  constructor(rows: GeographyRows) {
    for (const d of rows.districts) this.districts.set(d.code, d);
    for (const s of rows.subdistricts) this.subdistricts.set(s.code, s);
    for (const v of rows.villages) this.villages.set(v.code, v);
    for (const u of rows.ulbs) this.ulbs.set(u.code, u);
    // Hierarchical order: each district, then its talukas each followed by their villages, then its ULBs.
    for (const d of [...this.districts.values()].sort(byName)) {
      this.add({ rowId: rowIdOf('district', d.code), level: 'district', scope: 'Rural', name: d.name, label: d.name, ...codes(d.code) });
      for (const s of [...this.subdistricts.values()].filter((x) => x.districtCode === d.code).sort(byName)) {
        const sLabel = `${s.name}, ${d.name}`;
        this.add({ rowId: rowIdOf('subdistrict', s.code), level: 'subdistrict', scope: 'Rural', name: s.name, label: sLabel, ...codes(d.code, s.code) });
        for (const v of [...this.villages.values()].filter((x) => x.subdistrictCode === s.code).sort(byName)) {
          this.add({
            rowId: rowIdOf('village', v.code),
            level: 'village',
            scope: 'Rural',
            name: v.name,
            label: `${v.name}, ${sLabel}`,
            ...codes(d.code, s.code, v.code),
          });
        }
      }
      for (const u of [...this.ulbs.values()].filter((x) => x.districtCode === d.code).sort(byName)) {
        this.add({
          rowId: rowIdOf('ulb', u.code),
          level: 'ulb',
          scope: 'Urban',
          name: u.name,
          label: `${u.name}, ${d.name}`,
          ...codes(d.code, null, null, u.code),
        });
      }
    }
  }

  private add(location: CatalogLocation): void {
    this.byRowId.set(location.rowId, location);
    this.orderedLocations.push(location);
  }

  /** Every location in template order. */
  get locations(): readonly CatalogLocation[] {
    return this.orderedLocations;
  }

  /** The location of a Row ID, or undefined. */
  byRow(rowId: string): CatalogLocation | undefined {
    return this.byRowId.get(rowId);
  }

  /** The location of a level and code, or undefined. */
  at(level: RoutingLevel, code: number | null): CatalogLocation | undefined {
    return code === null ? undefined : this.byRowId.get(rowIdOf(level, code));
  }

  /**
   * Checks the location of a new routing contact (admin spec section 5): chosen down to at least a district,
   * level = the deepest selected (ulb for Urban; else village, subdistrict, district). Codes outside the
   * scope's chain are ignored, as `deepestLevel` ignores them. Parents are derived from the deepest code; a
   * parent given as well must match ('The village does not belong to the selected taluka').
   */
  locate(scope: RoutingScope, input: LocationCodesInput): LocateResult {
    const given = {
      districtCode: parseCode(input.districtCode),
      subdistrictCode: parseCode(input.subdistrictCode),
      villageCode: parseCode(input.villageCode),
      ulbCode: parseCode(input.ulbCode),
    };
    const level = deepestLevel(scope, given);
    if (!level) return { ok: false, field: 'districtCode', message: Messages.admin.routing.locationRequired };
    const unknown = (field: string, lvl: RoutingLevel, code: number): LocateResult => ({
      ok: false,
      field,
      message: formatMessage(Messages.admin.routing.unknownLocation, { level: LEVEL_WORD[lvl], code }),
    });
    const mismatch = (field: string, child: RoutingLevel, parent: RoutingLevel): LocateResult => ({
      ok: false,
      field,
      message: formatMessage(Messages.admin.routing.locationMismatch, { child: LEVEL_WORD[child], parent: LEVEL_WORD[parent] }),
    });
    const checkDistrict = (field: string, child: RoutingLevel, districtCode: number): LocateResult | null =>
      given.districtCode !== null && given.districtCode !== districtCode ? mismatch(field, child, 'district') : null;

    switch (level) {
      case 'ulb': {
        const ulb = this.ulbs.get(given.ulbCode!);
        if (!ulb) return unknown('ulbCode', 'ulb', given.ulbCode!);
        return checkDistrict('ulbCode', 'ulb', ulb.districtCode) ?? { ok: true, location: this.at('ulb', ulb.code)! };
      }
      case 'village': {
        const village = this.villages.get(given.villageCode!);
        if (!village) return unknown('villageCode', 'village', given.villageCode!);
        if (given.subdistrictCode !== null && given.subdistrictCode !== village.subdistrictCode) return mismatch('villageCode', 'village', 'subdistrict');
        return checkDistrict('villageCode', 'village', village.districtCode) ?? { ok: true, location: this.at('village', village.code)! };
      }
      case 'subdistrict': {
        const sub = this.subdistricts.get(given.subdistrictCode!);
        if (!sub) return unknown('subdistrictCode', 'subdistrict', given.subdistrictCode!);
        return checkDistrict('subdistrictCode', 'subdistrict', sub.districtCode) ?? { ok: true, location: this.at('subdistrict', sub.code)! };
      }
      case 'district': {
        const district = this.districts.get(given.districtCode!);
        if (!district) return unknown('districtCode', 'district', given.districtCode!);
        return { ok: true, location: this.at('district', district.code)! };
      }
    }
  }

  /**
   * The fallback chain of a complaint's location (admin spec section 9): Urban (a ULB code is given) goes ulb,
   * then district; Rural goes village, then subdistrict, then district. Parents come from the geography of
   * the deepest known code, else from the codes given; unknown or malformed codes are skipped.
   * `expectedLevel` is the deepest level the input names.
   */
  fallbackChain(input: LocationCodesInput): FallbackChain {
    const given = {
      districtCode: parseCode(input.districtCode),
      subdistrictCode: parseCode(input.subdistrictCode),
      villageCode: parseCode(input.villageCode),
      ulbCode: parseCode(input.ulbCode),
    };
    const scope: RoutingScope = given.ulbCode !== null ? 'Urban' : 'Rural';
    const expectedLevel = deepestLevel(scope, given);
    const steps: FallbackStep[] = [];
    const push = (level: RoutingLevel, code: number | null | undefined) => {
      const location = this.at(level, code ?? null);
      if (location) steps.push({ level, location });
    };
    if (scope === 'Urban') {
      const ulb = this.ulbs.get(given.ulbCode!);
      push('ulb', ulb?.code);
      push('district', ulb?.districtCode ?? given.districtCode);
    } else {
      const village = given.villageCode !== null ? this.villages.get(given.villageCode) : undefined;
      const subdistrictCode = village?.subdistrictCode ?? given.subdistrictCode;
      const sub = subdistrictCode !== null ? this.subdistricts.get(subdistrictCode) : undefined;
      push('village', village?.code);
      push('subdistrict', sub?.code);
      push('district', village?.districtCode ?? sub?.districtCode ?? given.districtCode);
    }
    return { scope, expectedLevel, steps };
  }
}

/** A village or ULB as the place of a point: codes, its name and its taluka's and district's names. */
export interface NearestPlace {
  kind: 'village' | 'ulb';
  districtCode: number;
  /** The taluka: a village's, or the taluka of a ULB's census town polygon (data/goa/README.md); null if unknown. */
  subdistrictCode: number | null;
  villageCode: number | null;
  ulbCode: number | null;
  /** The village's or ULB's name. */
  name: string;
  /** 'Calangute, Bardez, North Goa' (a ULB: 'Mapusa, Bardez, North Goa'). */
  label: string;
}

/** Ground distance in kilometres between two points (equirectangular: exact enough inside Goa's 100 km). */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const x = (lng2 - lng1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

/**
 * The village or ULB whose centroid (data/goa) is nearest to a point (the pin suggests a place). With
 * `subdistrictCode` only the places of that taluka are candidates (the citizen already chose the taluka); an
 * unknown taluka or one without any centroid gives null. Villages without coordinates are never suggested. Pure.
 */
export function nearestPlace(catalog: LocationCatalog, lat: number, lng: number, subdistrictCode: number | null = null): NearestPlace | null {
  let best: { d: number; place: NearestPlace } | null = null;
  const consider = (d: number, place: () => NearestPlace) => {
    if (best === null || d < best.d) best = { d, place: place() };
  };
  for (const v of catalog.villages.values()) {
    if (v.lat === null || v.lng === null) continue;
    if (subdistrictCode !== null && v.subdistrictCode !== subdistrictCode) continue;
    consider(distanceKm(lat, lng, v.lat, v.lng), () => describePlace(catalog, { kind: 'village', code: v.code })!);
  }
  for (const u of catalog.ulbs.values()) {
    if (u.lat === null || u.lng === null) continue;
    if (subdistrictCode !== null && u.subdistrictCode !== subdistrictCode) continue;
    consider(distanceKm(lat, lng, u.lat, u.lng), () => describePlace(catalog, { kind: 'ulb', code: u.code })!);
  }
  return (best as { d: number; place: NearestPlace } | null)?.place ?? null;
}

/** The names of a village or ULB by code (the place shown in words); null when the code is unknown. */
export function describePlace(catalog: LocationCatalog, ref: { kind: 'village' | 'ulb'; code: number }): NearestPlace | null {
  if (ref.kind === 'village') {
    const v = catalog.villages.get(ref.code);
    if (!v) return null;
    const sub = catalog.subdistricts.get(v.subdistrictCode);
    const district = catalog.districts.get(v.districtCode);
    return {
      kind: 'village',
      districtCode: v.districtCode,
      subdistrictCode: v.subdistrictCode,
      villageCode: v.code,
      ulbCode: null,
      name: v.name,
      label: [v.name, sub?.name, district?.name].filter(Boolean).join(', '),
    };
  }
  const u = catalog.ulbs.get(ref.code);
  if (!u) return null;
  const sub = u.subdistrictCode !== null ? catalog.subdistricts.get(u.subdistrictCode) : undefined;
  const district = catalog.districts.get(u.districtCode);
  return {
    kind: 'ulb',
    districtCode: u.districtCode,
    subdistrictCode: u.subdistrictCode,
    villageCode: null,
    ulbCode: u.code,
    name: u.name,
    label: [u.name, sub?.name, district?.name].filter(Boolean).join(', '),
  };
}

function codes(districtCode: number, subdistrictCode: number | null = null, villageCode: number | null = null, ulbCode: number | null = null) {
  return { districtCode, subdistrictCode, villageCode, ulbCode };
}
