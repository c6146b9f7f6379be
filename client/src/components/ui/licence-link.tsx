import { OPEN_DATA_LICENSE_URL } from '../../app/site-info';

/**
 * The link to the open data's licence (CC BY 4.0), opened in a new tab, for the `<licence>` tag of the catalogue's
 * open-data sentences (the map, a complaint's page, the scorecards): `<Trans components={{ licence: LICENCE_LINK }}>`.
 */
export const LICENCE_LINK = <a href={OPEN_DATA_LICENSE_URL} className="text-brand-700 underline" rel="license noreferrer" target="_blank" />;
