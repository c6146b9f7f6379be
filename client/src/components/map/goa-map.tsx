import { GOA_BOUNDS, type LatLng, MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '@civic/contracts';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Rectangle, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useGetClientConfigQuery } from '../../api';
import { TILE_ATTRIBUTION, TILE_URL } from './tiles';

/*
 * The one Leaflet map of the app (STYLE.md, components/map): bounded to Goa. Import it through
 * `LazyGoaMap` (lazy-goa-map.tsx) so that Leaflet, react-leaflet and their CSS load only when a map is shown.
 */

// Bundlers break Leaflet's guess of its marker image path: give the default icon the bundled images.
L.Marker.prototype.options.icon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

const BOUNDS: L.LatLngBoundsExpression = [
  [GOA_BOUNDS.minLat, GOA_BOUNDS.minLng],
  [GOA_BOUNDS.maxLat, GOA_BOUNDS.maxLng],
];
/** How the Goa bounds are drawn: a dashed outline, so that the map is usable without tiles. */
const BOUNDS_STYLE: L.PathOptions = { color: '#1d4ed8', weight: 2, fill: false, dashArray: '6 4' };

/** The centre of Goa's bounding box. */
export const GOA_CENTRE: LatLng = { lat: (GOA_BOUNDS.minLat + GOA_BOUNDS.maxLat) / 2, lng: (GOA_BOUNDS.minLng + GOA_BOUNDS.maxLng) / 2 };
/** Zoom used to show a chosen point. */
export const PIN_ZOOM = 15;

export interface MapFocus extends LatLng {
  zoom?: number;
  /** Each new value moves the view to the point. */
  seq: number;
}

export interface GoaMapProps {
  /** Accessible name of the map. */
  label: string;
  /** The pin, or null. */
  pin: LatLng | null;
  /** Called with the clicked point or where the pin was dragged to. */
  onPick?(point: LatLng): void;
  /** Moves the view when `seq` changes (after a place search or a device location). */
  focus?: MapFocus | null;
  /** Alternative text of the pin. */
  pinLabel?: string;
  /** Shows a button that drops the pin at the map's centre (keyboard users pan with the arrow keys). */
  centreButtonLabel?: string;
  className?: string;
}

function PickEvents({ onPick }: { onPick?(point: LatLng): void }) {
  useMapEvents({
    click(event) {
      onPick?.({ lat: event.latlng.lat, lng: event.latlng.lng });
    },
  });
  return null;
}

/** How far one arrow key press moves the pin, in screen pixels (Shift: five times as far). */
const ARROW_STEP_PX = 10;
const ARROW_OFFSETS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * The point an arrow key moves the pin to: `ARROW_STEP_PX` screen pixels (x5 with Shift) in the key's direction
 * at the map's zoom, or null for another key. Moving the pin this way needs no dragging (WCAG 2.5.7).
 */
export function pointAfterArrowKey(
  map: Pick<L.Map, 'latLngToContainerPoint' | 'containerPointToLatLng'>,
  pin: LatLng,
  key: string,
  shift: boolean,
): LatLng | null {
  const offset = ARROW_OFFSETS[key];
  if (!offset) return null;
  const step = ARROW_STEP_PX * (shift ? 5 : 1);
  const at = map.latLngToContainerPoint([pin.lat, pin.lng]);
  const next = map.containerPointToLatLng([at.x + offset[0] * step, at.y + offset[1] * step]);
  return { lat: next.lat, lng: next.lng };
}

/** Arrow keys on the focused pin move it (and stop the map from panning instead). */
function PinKeys({ pin, onPick }: { pin: LatLng | null; onPick?(point: LatLng): void }) {
  const map = useMap();
  useEffect(() => {
    if (!pin || !onPick) return;
    const container = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!target?.classList.contains('leaflet-marker-icon')) return;
      const next = pointAfterArrowKey(map, pin, event.key, event.shiftKey);
      if (!next) return;
      event.preventDefault();
      event.stopPropagation();
      onPick(next);
    };
    // Capture phase: before Leaflet's own keyboard handler on the map container pans the map.
    container.addEventListener('keydown', onKeyDown, true);
    return () => container.removeEventListener('keydown', onKeyDown, true);
  }, [map, pin, onPick]);
  return null;
}

function FollowFocus({ focus }: { focus?: MapFocus | null }) {
  const map = useMap();
  const seq = focus?.seq;
  const lat = focus?.lat;
  const lng = focus?.lng;
  const zoom = focus?.zoom;
  useEffect(() => {
    if (seq === undefined || lat === undefined || lng === undefined) return;
    map.setView([lat, lng], Math.max(map.getZoom(), zoom ?? PIN_ZOOM));
  }, [map, seq, lat, lng, zoom]);
  return null;
}

/**
 * A Leaflet map limited to Goa: maxBounds on the Goa bounding box, zoom 10 to 17, the bounds drawn as a
 * rectangle, a pin that can be dropped by clicking and moved by dragging, or, without dragging (WCAG 2.5.7),
 * moved with the arrow keys once focused (Tab reaches it; Shift moves it further).
 */
export default function GoaMap({ label, pin, onPick, focus, pinLabel: pinLabelProp, centreButtonLabel, className = 'h-72 w-full' }: GoaMapProps) {
  const { t } = useTranslation();
  const pinLabel = pinLabelProp ?? t('map.pinLabel');
  const start = pin ?? GOA_CENTRE;
  const [map, setMap] = useState<L.Map | null>(null);
  const tileUrl = useGetClientConfigQuery().data?.mapTileUrl ?? TILE_URL;
  return (
    <div>
      <div role="region" aria-label={label} className={`overflow-hidden rounded-xl border border-slate-300 ${className}`}>
        <MapContainer
          ref={setMap}
          center={[start.lat, start.lng]}
          zoom={pin ? PIN_ZOOM : MAP_MIN_ZOOM}
          minZoom={MAP_MIN_ZOOM}
          maxZoom={MAP_MAX_ZOOM}
          maxBounds={BOUNDS}
          maxBoundsViscosity={1}
          className="h-full w-full bg-slate-100"
        >
          <TileLayer url={tileUrl} attribution={TILE_ATTRIBUTION} minZoom={MAP_MIN_ZOOM} maxZoom={MAP_MAX_ZOOM} />
          <Rectangle bounds={BOUNDS} pathOptions={BOUNDS_STYLE} interactive={false} />
          {pin && (
            <Marker
              position={[pin.lat, pin.lng]}
              draggable={!!onPick}
              alt={pinLabel}
              title={pinLabel}
              eventHandlers={{
                dragend(event) {
                  const point = (event.target as L.Marker).getLatLng();
                  onPick?.({ lat: point.lat, lng: point.lng });
                },
              }}
            />
          )}
          <PickEvents onPick={onPick} />
          <PinKeys pin={pin} onPick={onPick} />
          <FollowFocus focus={focus} />
        </MapContainer>
      </div>
      {centreButtonLabel && onPick && (
        <button
          type="button"
          className="btn btn-secondary mt-2"
          disabled={!map}
          onClick={() => {
            if (!map) return;
            const centre = map.getCenter();
            onPick({ lat: centre.lat, lng: centre.lng });
          }}
        >
          {centreButtonLabel}
        </button>
      )}
    </div>
  );
}
