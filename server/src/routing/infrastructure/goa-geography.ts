import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { GOA_DATA_DIR } from '../../kernel/paths.js';

type Row = Record<string, string>;

async function readCsv(file: string): Promise<Row[]> {
  const text = await readFile(join(GOA_DATA_DIR, file), 'utf8');
  return parse(text, { columns: true, skip_empty_lines: true, trim: true }) as Row[];
}

const int = (v: string) => Number.parseInt(v, 10);
const coord = (v: string) => (v === '' || v === undefined ? null : Number(v));

/** The Goa hierarchy read from data/goa (LGD and Census 2011 codes; see data/goa/README.md). */
export async function loadGoaGeography() {
  const [districts, subdistricts, villages, ulbs] = await Promise.all([
    readCsv('districts.csv'),
    readCsv('subdistricts.csv'),
    readCsv('villages.csv'),
    readCsv('ulbs.csv'),
  ]);
  return {
    districts: districts.map((r) => ({ code: int(r.code), name: r.name, stateCode: int(r.stateCode) })),
    subdistricts: subdistricts.map((r) => ({ code: int(r.code), name: r.name, districtCode: int(r.districtCode) })),
    villages: villages.map((r) => ({
      code: int(r.code),
      name: r.name,
      subdistrictCode: int(r.subdistrictCode),
      districtCode: int(r.districtCode),
      lat: coord(r.lat),
      lng: coord(r.lng),
      type: r.type,
    })),
    ulbs: ulbs.map((r) => ({
      code: int(r.code),
      name: r.name,
      districtCode: int(r.districtCode),
      subdistrictCode: r.subdistrictCode ? int(r.subdistrictCode) : null,
      lat: coord(r.lat),
      lng: coord(r.lng),
      type: r.type,
    })),
  };
}
