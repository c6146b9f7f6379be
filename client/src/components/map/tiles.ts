/** Default tiles until the server's MAP_TILE_URL is known (without network the maps still show their markers). */
export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The attribution OpenStreetMap's tiles require. */
export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
