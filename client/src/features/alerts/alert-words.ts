import type { AlertResponse } from '../../api/alerts';
import { currentIntlLocale } from '../../i18n/format';
import type { Translate } from '../../i18n/i18n';

/** The radii a circle alert offers, in metres (the server takes 200 to 5000). */
export const ALERT_RADII = [200, 500, 1000, 2000, 5000] as const;

/** '500 m', '1 km', '२ किमी': a radius in the page's language. */
export function formatRadius(metres: number): string {
  const km = metres >= 1000;
  return new Intl.NumberFormat(currentIntlLocale(), { style: 'unit', unit: km ? 'kilometer' : 'meter', maximumFractionDigits: 1 }).format(
    km ? metres / 1000 : metres,
  );
}

/** An alert's area in words: the place's name, or the circle's radius and centre in the page's language. */
export function alertAreaName(alert: Pick<AlertResponse, 'areaName' | 'lat' | 'lng' | 'radius'>, t: Translate): string {
  if (alert.lat === null || alert.lng === null || alert.radius === null) return alert.areaName;
  const degrees = new Intl.NumberFormat(currentIntlLocale(), { maximumFractionDigits: 3, useGrouping: false });
  return t('complaints:alerts.circleName', { radius: formatRadius(alert.radius), lat: degrees.format(alert.lat), lng: degrees.format(alert.lng) });
}
