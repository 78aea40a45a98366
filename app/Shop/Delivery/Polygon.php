<?php

namespace App\Shop\Delivery;

use InvalidArgumentException;

/**
 * A delivery area's shape: a GeoJSON Polygon (an outer ring and holes) or MultiPolygon, positions as [lng, lat]
 * (RFC 7946 order). contains() is the even-odd ray casting test per ring, with the boundary counted as inside: a
 * point on an outer edge or vertex is in the area, a point on a hole's edge or vertex too (the hole is open).
 *
 * Coordinates are compared as plain numbers (longitude as x, latitude as y): at a city's scale the curvature is far
 * below a house's width, and the same rule applies wherever the shape was drawn.
 */
final class Polygon
{
    /** Distances (degrees) below this count as "on the edge": about a centimetre. */
    private const EPSILON = 1e-7;

    /** The most positions one area may hold in all, so a quote's test stays cheap. */
    public const MAX_POSITIONS = 5000;

    /** @param  list<list<list<array{0: float, 1: float}>>>  $polygons  polygons, each a list of rings (the first outer), each ring closed */
    private function __construct(public readonly array $polygons) {}

    /**
     * A GeoJSON geometry (or a Feature holding one) as a shape; a ring that is not closed is closed.
     *
     * @throws InvalidArgumentException with a short English reason when it is not a valid Polygon or MultiPolygon
     */
    public static function fromGeoJson(mixed $json): self
    {
        if (is_array($json) && ($json['type'] ?? null) === 'Feature') {
            $json = $json['geometry'] ?? null;
        }
        if (! is_array($json) || ! isset($json['type'], $json['coordinates']) || ! is_array($json['coordinates'])) {
            throw new InvalidArgumentException('not a GeoJSON geometry');
        }
        $polygons = match ($json['type']) {
            'Polygon' => [$json['coordinates']],
            'MultiPolygon' => $json['coordinates'],
            default => throw new InvalidArgumentException('the geometry must be a Polygon or a MultiPolygon'),
        };
        if ($polygons === [] || ! array_is_list($polygons)) {
            throw new InvalidArgumentException('the geometry has no polygon');
        }

        $count = 0;
        $shape = [];
        foreach ($polygons as $rings) {
            if (! is_array($rings) || $rings === [] || ! array_is_list($rings)) {
                throw new InvalidArgumentException('a polygon has no ring');
            }
            $parsed = [];
            foreach ($rings as $ring) {
                $parsed[] = self::ring($ring);
                $count += count($parsed[array_key_last($parsed)]);
            }
            $shape[] = $parsed;
        }
        if ($count > self::MAX_POSITIONS) {
            throw new InvalidArgumentException('the geometry has more than '.self::MAX_POSITIONS.' positions');
        }

        return new self($shape);
    }

    /** @return list<array{0: float, 1: float}> */
    private static function ring(mixed $ring): array
    {
        if (! is_array($ring) || ! array_is_list($ring)) {
            throw new InvalidArgumentException('a ring is not a list of positions');
        }
        $positions = [];
        foreach ($ring as $position) {
            if (! is_array($position) || ! isset($position[0], $position[1]) || ! is_numeric($position[0]) || ! is_numeric($position[1])) {
                throw new InvalidArgumentException('a position is not [longitude, latitude]');
            }
            [$lng, $lat] = [(float) $position[0], (float) $position[1]];
            if (! is_finite($lng) || ! is_finite($lat) || $lng < -180 || $lng > 180 || $lat < -90 || $lat > 90) {
                throw new InvalidArgumentException('a position is outside the longitude and latitude ranges');
            }
            $positions[] = [$lng, $lat];
        }
        if ($positions !== [] && $positions[0] !== $positions[count($positions) - 1]) {
            $positions[] = $positions[0];
        }
        if (count($positions) < 4) {
            throw new InvalidArgumentException('a ring needs at least three distinct positions');
        }

        return $positions;
    }

    /**
     * The GeoJSON geometry (Polygon when there is one, else MultiPolygon).
     *
     * @return array{type: string, coordinates: array<int, mixed>}
     */
    public function toGeoJson(): array
    {
        return count($this->polygons) === 1
            ? ['type' => 'Polygon', 'coordinates' => $this->polygons[0]]
            : ['type' => 'MultiPolygon', 'coordinates' => $this->polygons];
    }

    /** @return array{min_lat: float, max_lat: float, min_lng: float, max_lng: float} */
    public function bounds(): array
    {
        $lngs = [$this->polygons[0][0][0][0]];
        $lats = [$this->polygons[0][0][0][1]];
        foreach ($this->polygons as $rings) {
            foreach ($rings[0] as [$lng, $lat]) {
                $lngs[] = $lng;
                $lats[] = $lat;
            }
        }

        return ['min_lat' => min($lats), 'max_lat' => max($lats), 'min_lng' => min($lngs), 'max_lng' => max($lngs)];
    }

    /** Whether the point is in the shape: inside an outer ring (or on it) and not strictly inside one of its holes. */
    public function contains(float $lat, float $lng): bool
    {
        foreach ($this->polygons as $rings) {
            $position = self::locate($rings[0], $lng, $lat);
            if ($position === 0) {
                continue;
            }
            if ($position === 2) {
                return true;
            }
            $inHole = false;
            foreach (array_slice($rings, 1) as $hole) {
                if (self::locate($hole, $lng, $lat) === 1) {
                    $inHole = true;
                    break;
                }
            }
            if (! $inHole) {
                return true;
            }
        }

        return false;
    }

    /**
     * Where a point is against one closed ring: 0 outside, 1 strictly inside, 2 on an edge or a vertex. Ray casting:
     * a horizontal ray from the point to the east crosses the ring an odd number of times when the point is inside;
     * an edge counts when it straddles the ray's latitude half-open (one end strictly above, the other at or below), so
     * a vertex on the ray is counted once.
     *
     * @param  list<array{0: float, 1: float}>  $ring
     */
    private static function locate(array $ring, float $x, float $y): int
    {
        $inside = false;
        $n = count($ring);
        for ($i = 0, $j = $n - 1; $i < $n; $j = $i++) {
            [$xi, $yi] = $ring[$i];
            [$xj, $yj] = $ring[$j];
            if (self::onSegment($x, $y, $xi, $yi, $xj, $yj)) {
                return 2;
            }
            if (($yi > $y) !== ($yj > $y)) {
                $crossing = $xi + ($y - $yi) * ($xj - $xi) / ($yj - $yi);
                if ($x < $crossing) {
                    $inside = ! $inside;
                }
            }
        }

        return $inside ? 1 : 0;
    }

    private static function onSegment(float $x, float $y, float $x1, float $y1, float $x2, float $y2): bool
    {
        if ($x < min($x1, $x2) - self::EPSILON || $x > max($x1, $x2) + self::EPSILON
            || $y < min($y1, $y2) - self::EPSILON || $y > max($y1, $y2) + self::EPSILON) {
            return false;
        }
        $length = hypot($x2 - $x1, $y2 - $y1);
        if ($length < self::EPSILON) {
            return hypot($x - $x1, $y - $y1) <= self::EPSILON;
        }

        // The point's distance from the line through the segment (the cross product over the segment's length).
        return abs(($x2 - $x1) * ($y - $y1) - ($y2 - $y1) * ($x - $x1)) / $length <= self::EPSILON;
    }
}
