import { GOA_BOUNDS, MAP_MAX_ZOOM } from '@civic/contracts';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { useStagedMount } from '../../app/use-staged-mount';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useNavigate } from 'react-router-dom';
import { type MapFeature, useGetClientConfigQuery } from '../../api';
import { formatNumber } from '../../i18n/format';
import { TILE_ATTRIBUTION, TILE_URL } from '../../components/map/tiles';

/*
 * The public map's Leaflet part, loaded lazily by the map page so that Leaflet stays out of every
 * other page's bundle. The server clusters: this component only draws what it is given and reports the view.
 */

/** The whole of Goa: the first view, on a phone as on a desktop. */
const GOA: L.LatLngBoundsExpression = [
  [GOA_BOUNDS.minLat, GOA_BOUNDS.minLng],
  [GOA_BOUNDS.maxLat, GOA_BOUNDS.maxLng],
];
const BOUNDS: L.LatLngBoundsExpression = [
  [GOA_BOUNDS.minLat - 0.2, GOA_BOUNDS.minLng - 0.3],
  [GOA_BOUNDS.maxLat + 0.2, GOA_BOUNDS.maxLng + 0.3],
];

/** The visible area and zoom, as the server's bbox and zoom parameters. */
export interface MapView {
  /** west,south,east,north in degrees, 4 decimals. */
  bbox: string;
  zoom: number;
}

/** The view of a Leaflet map as query parameters (clamped to the globe). */
export function viewOf(map: Pick<L.Map, 'getBounds' | 'getZoom'>): MapView {
  const b = map.getBounds();
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v)).toFixed(4);
  return {
    bbox: [clamp(b.getWest(), 180), clamp(b.getSouth(), 90), clamp(b.getEast(), 180), clamp(b.getNorth(), 90)].join(','),
    zoom: Math.round(map.getZoom()),
  };
}

function ViewEvents({ onView }: { onView(view: MapView): void }) {
  const map = useMapEvents({
    moveend: () => onView(viewOf(map)),
  });
  useEffect(() => {
    const container = map.getContainer();
    const hasSize = () => container.clientWidth > 0 && container.clientHeight > 0;
    // Once, when the map is ready: later views come from moveend. A map laid out while its page was still hidden (a
    // pre-painted page hands over to the app later) has no size and no real view yet: it reports nothing until it
    // gets a size, then Leaflet is told, the view is fitted to Goa again, and moveend reports it.
    let sized = hasSize();
    if (sized) onView(viewOf(map));
    const observer = new ResizeObserver(() => {
      if (!hasSize()) return;
      map.invalidateSize();
      if (!sized) {
        sized = true;
        map.fitBounds(GOA);
      }
    });
    observer.observe(container);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);
  return null;
}

/** The cluster icons made so far, by the count as shown: a marker keeps its icon across renders (no DOM rebuilt). */
const clusterIcons = new Map<string, L.DivIcon>();

function clusterIcon(count: number): L.DivIcon {
  const shown = formatNumber(count);
  let icon = clusterIcons.get(shown);
  if (!icon) {
    icon = newClusterIcon(count, shown);
    clusterIcons.set(shown, icon);
  }
  return icon;
}

function newClusterIcon(count: number, shown: string): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 40 : 48;
  return L.divIcon({
    className: '',
    html: `<span class="flex h-full w-full items-center justify-center rounded-full border-2 border-white bg-brand-700 text-xs font-bold text-white shadow">${shown}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

const complaintIcon = L.divIcon({
  className: '',
  html: '<span class="block h-4 w-4 rounded-full border-2 border-white bg-amber-600 shadow"></span>',
  iconSize: [16, 16],
  iconAnchor: [8, 8],
});

function Features({ features, clusterLabel, complaintLabel }: Omit<ComplaintsMapProps, 'label' | 'onView'>) {
  const map = useMap();
  const navigate = useNavigate();
  return (
    <>
      {features.map((f) => {
        const [lng, lat] = f.geometry.coordinates;
        if (f.properties.cluster) {
          const count = f.properties.count ?? 0;
          return (
            <Marker
              key={`c${lat},${lng}`}
              position={[lat, lng]}
              icon={clusterIcon(count)}
              title={clusterLabel(count)}
              alt={clusterLabel(count)}
              eventHandlers={{ click: () => map.setView([lat, lng], Math.min(map.getZoom() + 2, MAP_MAX_ZOOM)) }}
            />
          );
        }
        const id = f.properties.id ?? '';
        return (
          <Marker
            key={id}
            position={[lat, lng]}
            icon={complaintIcon}
            title={complaintLabel(f)}
            alt={complaintLabel(f)}
            eventHandlers={{ click: () => navigate(`/c/${id}`) }}
          />
        );
      })}
    </>
  );
}

export interface ComplaintsMapProps {
  /** Accessible name of the map region. */
  label: string;
  features: readonly MapFeature[];
  onView(view: MapView): void;
  /** Title of a cluster marker ('12 complaints: zoom in'). */
  clusterLabel(count: number): string;
  /** Title of a complaint marker. */
  complaintLabel(feature: MapFeature): string;
}

/** The map's parts in the order they mount: its box, then the Leaflet map, then its tiles, then its view and markers. */
const MAP_STAGES = 3;

/**
 * A Leaflet map of Goa with the server's clusters and complaints; a complaint marker opens /c/{id}.
 *
 * The map mounts in steps, each in a browser task of its own after the page around it was committed: the box first
 * (its size fixed by CSS, so nothing moves), then the Leaflet map, whose creation measures the box (a forced layout
 * of the page), then the tiles, then the view reports (the first asks the server for the markers) and the markers.
 * Created in the page's own commit, the map and its tiles made one task of about 50 ms on this machine, four times
 * that on Lighthouse's simulated phone (Total Blocking Time); the tiles and the first view report together still
 * made one of about 130 ms in a Chrome trace at a 4x CPU slowdown.
 */
export default function ComplaintsMap({ label, features, onView, clusterLabel, complaintLabel }: ComplaintsMapProps) {
  const tileUrl = useGetClientConfigQuery().data?.mapTileUrl ?? TILE_URL;
  const stage = useStagedMount(MAP_STAGES);
  return (
    <div role="region" aria-label={label} className="h-[28rem] w-full overflow-hidden rounded-xl border border-slate-300">
      {stage >= 1 && (
        <MapContainer bounds={GOA} minZoom={8} maxZoom={MAP_MAX_ZOOM} maxBounds={BOUNDS} className="h-full w-full">
          {stage >= 2 && <TileLayer url={tileUrl} attribution={TILE_ATTRIBUTION} />}
          {stage >= 3 && (
            <>
              <ViewEvents onView={onView} />
              <Features features={features} clusterLabel={clusterLabel} complaintLabel={complaintLabel} />
            </>
          )}
        </MapContainer>
      )}
    </div>
  );
}
