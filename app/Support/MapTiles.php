<?php

namespace App\Support;

/** The maps' tiles and starting view (shop.delivery.map): the checkout's pin and the staff's delivery areas. */
final class MapTiles
{
    /** @return array{tile_url: string, attribution: string, center: array{0: float, 1: float}, zoom: int} */
    public static function props(): array
    {
        $map = (array) config('shop.delivery.map');
        $center = (array) $map['center'];

        return [
            'tile_url' => (string) $map['tile_url'],
            'attribution' => (string) $map['attribution'],
            'center' => [(float) $center[0], (float) $center[1]],
            'zoom' => (int) $map['zoom'],
        ];
    }
}
