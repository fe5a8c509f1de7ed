import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@farmsight/contracts';
import { icon, type LatLng as LeafletLatLng } from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { usePublicConfig } from '@/api/get-public-config';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, toLatLng } from '../location';

// Leaflet's default icon, bundled from the package instead of guessed from the CSS path.
const markerIcon = icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

type LocationPickerProps = {
  location: LatLng | null;
  onSelect: (location: LatLng) => void;
  labelId: string;
};

export function LocationPicker({ location, onSelect, labelId }: LocationPickerProps) {
  const { t, i18n } = useTranslation('profile');
  const config = usePublicConfig();
  const hintId = `${labelId}-hint`;
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <p id={hintId} className="sr-only">
        {t('mapHint')}
      </p>
      <MapContainer
        center={DEFAULT_MAP_CENTER}
        zoom={DEFAULT_MAP_ZOOM}
        zoomControl={false}
        style={{ height: '20rem', width: '40rem', maxWidth: '100%' }}
        className="rounded-md border border-gray-300"
      >
        {/* Leaflet's zoom buttons and marker take their texts when made: a new language makes them again. */}
        <ZoomControl key={i18n.language} zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
        {config.data && <TileLayer url={config.data.map.tileUrl} attribution={config.data.map.attribution} />}
        <SelectionEvents onSelect={onSelect} />
        {location && (
          <>
            <Marker key={i18n.language} position={location} icon={markerIcon} alt={t('marker')} />
            <KeepInView location={location} />
          </>
        )}
      </MapContainer>
    </div>
  );
}

function SelectionEvents({ onSelect }: Pick<LocationPickerProps, 'onSelect'>) {
  const select = (point: LeafletLatLng) => {
    const wrapped = point.wrap();
    onSelect(toLatLng(wrapped.lat, wrapped.lng));
  };
  const map = useMapEvents({
    click: (event) => select(event.latlng),
    keypress: (event) => {
      if (event.originalEvent.key === 'Enter') select(map.getCenter());
    },
  });
  return null;
}

/** Moves the map to a location set from outside it (geolocation, saved profile). */
function KeepInView({ location }: { location: LatLng }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains(location)) map.setView(location);
  }, [map, location]);
  return null;
}
