import 'leaflet/dist/leaflet.css';
import '../../../css/pin-map.css';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import type { MapTiles } from '@/types/models';

// A plain circle instead of Leaflet's marker images (no image requests, drawn in the page's colours).
const pinIcon = L.divIcon({ className: 'pin-map__pin', iconSize: [22, 22], iconAnchor: [11, 11] });

function Clicks({ onPin }: { onPin: (lat: number, lng: number) => void }) {
    useMapEvents({ click: (event) => onPin(round(event.latlng.lat), round(event.latlng.lng)) });
    return null;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** A small map on which the customer taps where the house is (the checkout, when the geocoder is unsure). */
export default function PinMap({
    map,
    pin,
    guess,
    label,
    onPin,
}: {
    map: MapTiles;
    pin: { lat: number; lng: number } | null;
    guess: { lat: number; lng: number } | null;
    label: string;
    onPin: (lat: number, lng: number) => void;
}) {
    const start = pin ?? guess;
    return (
        <div className="pin-map" role="region" aria-label={label}>
            <MapContainer
                center={start ? [start.lat, start.lng] : map.center}
                zoom={start ? 16 : map.zoom}
                className="pin-map__map"
                scrollWheelZoom={false}
            >
                <TileLayer url={map.tile_url} attribution={map.attribution} />
                <Clicks onPin={onPin} />
                {pin && <Marker position={[pin.lat, pin.lng]} icon={pinIcon} keyboard={false} />}
            </MapContainer>
        </div>
    );
}
