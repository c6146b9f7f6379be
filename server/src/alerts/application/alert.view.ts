import type { AlertEvent, AlertFrequency, AlertStatus } from '@civic/contracts';
import type { AreaAlert } from '../domain/area-alert.entity.js';

/** An alert as its owner sees it (GET /api/alerts): the area as asked, its choices and its state. */
export interface AlertView {
  id: string;
  /** LGD codes of the area asked for; exactly one of taluka, ulb, village, or the circle's lat, lng and radius. */
  taluka: string | null;
  ulb: string | null;
  village: string | null;
  lat: number | null;
  lng: number | null;
  radius: number | null;
  /** The place's name as the geography has it; for a circle, its centre and radius. */
  areaName: string;
  categories: string[];
  events: AlertEvent[];
  frequency: AlertFrequency;
  status: AlertStatus;
  createdAt: Date;
}

export function alertViewOf(alert: AreaAlert): AlertView {
  return {
    id: alert.id,
    taluka: alert.talukaCode,
    ulb: alert.ulbCode,
    village: alert.villageCode,
    lat: alert.lat,
    lng: alert.lng,
    radius: alert.radiusMetres,
    areaName: alert.areaName,
    categories: alert.categories,
    events: alert.events,
    frequency: alert.frequency,
    status: alert.status,
    createdAt: alert.createdAt,
  };
}
