import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DISTRICT_LIST_LIMIT, GOA_STATE_CODE } from '@civic/contracts';
import { District, Subdistrict, Ulb, Village } from '../domain/geography.entities.js';
import { describePlace, LocationCatalog, nearestPlace, type GeoUlb, type NearestPlace } from '../domain/location-catalog.js';

export type { NearestPlace } from '../domain/location-catalog.js';

/** One entry of a geography list: the code as a string (docs/adr/0036-geography-api-and-codes.md) and the name. */
export interface GeoItem {
  code: string;
  name: string;
}

/** A ULB entry also carries its district's code. */
export interface GeoUlbItem extends GeoItem {
  districtCode: string;
}

const collator = new Intl.Collator('en');
const byName = (a: { name: string; code: number }, b: { name: string; code: number }) => collator.compare(a.name, b.name) || a.code - b.code;
const item = (row: { code: number; name: string }): GeoItem => ({ code: String(row.code), name: row.name });

/**
 * The Goa geography (districts, talukas, villages, ULBs; data/goa) for the location pickers (citizen spec
 * section 7) and the rest of the routing context. The seeded tables are read once per process into a
 * LocationCatalog; the data changes only with a new release of data/goa and a restart.
 */
@Injectable()
export class GeographyService {
  private loading: Promise<LocationCatalog> | null = null;
  /**
   * Each list as first answered, by kind and filter: the catalog never changes in the process, so a list is filtered
   * and sorted once, not on every request (GET /api/geo/villages sorted a taluka's villages by name each
   * time). Only lists with entries are kept: codes come from the query string, and an unknown code (an empty list)
   * must not grow the map; the known ones bound it to the Goa geography's districts and talukas.
   */
  private readonly lists = new Map<string, readonly GeoItem[]>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The catalog of every routable location, loaded on first use. */
  catalog(): Promise<LocationCatalog> {
    if (!this.loading) {
      this.loading = this.load().catch((error: unknown) => {
        this.loading = null;
        throw error;
      });
    }
    return this.loading;
  }

  /** The list of `key`, built by `build` from the catalog on first use and kept. */
  private async memoised<T extends GeoItem>(key: string, build: (catalog: LocationCatalog) => T[]): Promise<readonly T[]> {
    const known = this.lists.get(key);
    if (known) return known as readonly T[];
    const list = build(await this.catalog());
    if (list.length > 0) this.lists.set(key, list);
    return list;
  }

  private async load(): Promise<LocationCatalog> {
    const m = this.dataSource.manager;
    const [districts, subdistricts, villages, ulbs] = await Promise.all([m.find(District), m.find(Subdistrict), m.find(Village), m.find(Ulb)]);
    return new LocationCatalog({ districts, subdistricts, villages, ulbs: ulbs as GeoUlb[] });
  }

  /** Districts of a state (default 30, Goa), sorted by name, at most 30 (citizen spec section 9). */
  listDistricts(stateCode: number = GOA_STATE_CODE): Promise<readonly GeoItem[]> {
    return this.memoised(`districts ${stateCode}`, (catalog) =>
      [...catalog.districts.values()]
        .filter((d) => d.stateCode === stateCode)
        .sort(byName)
        .slice(0, DISTRICT_LIST_LIMIT)
        .map(item),
    );
  }

  /** Talukas of a district, sorted by name; an unknown district gives an empty list. */
  listSubdistricts(districtCode: number): Promise<readonly GeoItem[]> {
    return this.memoised(`subdistricts ${districtCode}`, (catalog) =>
      [...catalog.subdistricts.values()]
        .filter((s) => s.districtCode === districtCode)
        .sort(byName)
        .map(item),
    );
  }

  /** Villages of a taluka (and/or district), sorted by name; codes that do not match give an empty list. */
  listVillages(filter: { districtCode?: number; subdistrictCode?: number }): Promise<readonly GeoItem[]> {
    return this.memoised(`villages ${filter.districtCode ?? '*'} ${filter.subdistrictCode ?? '*'}`, (catalog) =>
      [...catalog.villages.values()]
        .filter(
          (v) =>
            (filter.districtCode === undefined || v.districtCode === filter.districtCode) &&
            (filter.subdistrictCode === undefined || v.subdistrictCode === filter.subdistrictCode),
        )
        .sort(byName)
        .map(item),
    );
  }

  /** ULBs, all 14 or those of one district, sorted by name. */
  listUlbs(districtCode?: number): Promise<readonly GeoUlbItem[]> {
    return this.memoised(`ulbs ${districtCode ?? '*'}`, (catalog) =>
      [...catalog.ulbs.values()]
        .filter((u) => districtCode === undefined || u.districtCode === districtCode)
        .sort(byName)
        .map((u) => ({ ...item(u), districtCode: String(u.districtCode) })),
    );
  }

  /**
   * The village or ULB nearest to a point by the data/goa centroids, within `subdistrictCode` when given;
   * null when nothing qualifies. A suggestion, not a boundary test (data/goa/README.md, Coordinates).
   */
  async nearestPlace(lat: number, lng: number, subdistrictCode: number | null = null): Promise<NearestPlace | null> {
    return nearestPlace(await this.catalog(), lat, lng, subdistrictCode);
  }

  /**
   * The place of a complaint's location codes in words: its ULB, else its village; null when the codes
   * name neither (a complaint located only down to a taluka or district, or none).
   */
  async describe(geo: { villageCode: string | null; ulbCode: string | null } | null): Promise<NearestPlace | null> {
    if (!geo) return null;
    const catalog = await this.catalog();
    if (geo.ulbCode) return describePlace(catalog, { kind: 'ulb', code: Number(geo.ulbCode) });
    if (geo.villageCode) return describePlace(catalog, { kind: 'village', code: Number(geo.villageCode) });
    return null;
  }
}
