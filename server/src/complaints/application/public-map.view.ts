import type { PublicMapFeature } from './queries/get-public-map/get-public-map.query.js';
import { roundToPublicPrecision } from './public-complaint.view.js';

/**
 * The public map's answer as GeoJSON text (PublicMapResponse): written once when it is read, then kept and sent as it
 * is, so that an answer read again costs no serialisation, and a zoom-14 answer of 500 complaints no objects per
 * feature (bench/results-history.md, 0162).
 *
 * @param clustered true below MAP_CLUSTER_MAX_ZOOM
 * @param cellDegrees the grid cell size in degrees when clustered, else null
 * @param features each feature's GeoJSON text (featureJson, listedComplaintJson)
 */
export function publicMapJson(clustered: boolean, cellDegrees: number | null, features: readonly string[]): string {
  return `{"type":"FeatureCollection","clustered":${clustered},"cellDegrees":${JSON.stringify(cellDegrees)},"features":[${features.join(',')}]}`;
}

/** A GeoJSON point at the public precision (3 decimals), [longitude, latitude]. */
function pointJson(lat: number, lng: number): string {
  return `{"type":"Point","coordinates":[${roundToPublicPrecision(lng)},${roundToPublicPrecision(lat)}]}`;
}

/**
 * A cluster, or one complaint of a clustered map, as GeoJSON text: a cluster's properties are `cluster` and `count`,
 * a complaint's `cluster`, `id`, `categoryKey`, `status` and `createdAt` (ISO 8601).
 */
export function featureJson(f: PublicMapFeature): string {
  const properties =
    f.kind === 'cluster'
      ? { cluster: true, count: f.count }
      : { cluster: false, id: f.id, categoryKey: f.categoryKey, status: f.status, createdAt: f.requestedAt.toISOString() };
  return `{"type":"Feature","geometry":${pointJson(f.lat, f.lng)},"properties":${JSON.stringify(properties)}}`;
}

/**
 * One complaint of the single complaints' map (from MAP_CLUSTER_MAX_ZOOM) as GeoJSON text.
 *
 * @param lat the complaint's latitude in degrees, rounded here to the public precision
 * @param lng its longitude in degrees, likewise
 * @param properties the JSON object of its properties without `place`, as PostgreSQL wrote it (json_build_object:
 *   `cluster`, `id`, `categoryKey`, `status`, `createdAt`, `title`); it ends with its closing brace
 * @param place the village or ULB in words, or null: the geography is this process's (GeographyService), not a table
 *   the complaints' statement may join
 */
export function listedComplaintJson(lat: number, lng: number, properties: string, place: string | null): string {
  return `{"type":"Feature","geometry":${pointJson(lat, lng)},"properties":${properties.slice(0, -1)},"place":${JSON.stringify(place)}}}`;
}
