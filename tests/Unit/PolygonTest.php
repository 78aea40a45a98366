<?php

use App\Shop\Delivery\Polygon;

// Point in polygon (ray casting, holes, the boundary inside): the geometry of a delivery area.

/** A 2 × 2 square from (0, 0) to (2, 2) in [lng, lat], with an optional square hole from (0.5, 0.5) to (1.5, 1.5). */
function square(bool $hole = false): Polygon
{
    $outer = [[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]];
    $inner = [[0.5, 0.5], [1.5, 0.5], [1.5, 1.5], [0.5, 1.5], [0.5, 0.5]];

    return Polygon::fromGeoJson(['type' => 'Polygon', 'coordinates' => $hole ? [$outer, $inner] : [$outer]]);
}

it('holds a point inside and not one outside', function () {
    expect(square()->contains(1, 1))->toBeTrue()
        ->and(square()->contains(3, 1))->toBeFalse()
        ->and(square()->contains(1, -0.01))->toBeFalse()
        ->and(square()->contains(-1, -1))->toBeFalse();
});

it('counts the edges and the vertices as inside', function (float $lat, float $lng) {
    expect(square()->contains($lat, $lng))->toBeTrue();
})->with([
    'bottom edge' => [0.0, 1.0],
    'right edge' => [1.3, 2.0],
    'top edge' => [2.0, 0.7],
    'left edge' => [0.2, 0.0],
    'a vertex' => [0.0, 0.0],
    'the opposite vertex' => [2.0, 2.0],
]);

it('leaves a hole out but counts its edge and its vertices as inside', function () {
    $shape = square(hole: true);

    expect($shape->contains(1, 1))->toBeFalse()
        ->and($shape->contains(0.25, 0.25))->toBeTrue()
        ->and($shape->contains(0.5, 1.0))->toBeTrue()
        ->and($shape->contains(1.5, 1.5))->toBeTrue();
});

it('is not fooled by a ray through a vertex of a concave ring', function () {
    // A "V" notch from the top, [lng, lat]: (0,0) (4,0) (4,4) (2,2) (0,4). The ray east from latitude 2 runs through the
    // notch's vertex (2,2): the points west and east of it on that latitude are inside; the notch above it is not.
    $shape = Polygon::fromGeoJson(['type' => 'Polygon', 'coordinates' => [[[0, 0], [4, 0], [4, 4], [2, 2], [0, 4], [0, 0]]]]);

    expect($shape->contains(1, 2))->toBeTrue()
        ->and($shape->contains(2, 1))->toBeTrue()
        ->and($shape->contains(3, 2))->toBeFalse()
        ->and($shape->contains(2, 0.5))->toBeTrue()
        ->and($shape->contains(2, 3))->toBeTrue()
        ->and($shape->contains(3.5, 3))->toBeFalse()
        ->and($shape->contains(3, 3.5))->toBeTrue();
});

it('tests each polygon of a MultiPolygon and a Feature holding it', function () {
    $shape = Polygon::fromGeoJson(['type' => 'Feature', 'properties' => [], 'geometry' => ['type' => 'MultiPolygon', 'coordinates' => [
        [[[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]],
        [[[5, 5], [6, 5], [6, 6], [5, 6], [5, 5]]],
    ]]]);

    expect($shape->contains(0.5, 0.5))->toBeTrue()
        ->and($shape->contains(5.5, 5.5))->toBeTrue()
        ->and($shape->contains(3, 3))->toBeFalse()
        ->and($shape->bounds())->toBe(['min_lat' => 0.0, 'max_lat' => 6.0, 'min_lng' => 0.0, 'max_lng' => 6.0]);
});

it('closes an open ring', function () {
    $shape = Polygon::fromGeoJson(['type' => 'Polygon', 'coordinates' => [[[0, 0], [2, 0], [2, 2]]]]);

    expect($shape->toGeoJson()['coordinates'][0])->toBe([[0.0, 0.0], [2.0, 0.0], [2.0, 2.0], [0.0, 0.0]])
        ->and($shape->contains(0.5, 1.5))->toBeTrue()
        ->and($shape->contains(1.5, 0.5))->toBeFalse();
});

it('refuses what is not a polygon', function (mixed $json) {
    expect(fn () => Polygon::fromGeoJson($json))->toThrow(InvalidArgumentException::class);
})->with([
    'a string' => ['polygon'],
    'a point' => [['type' => 'Point', 'coordinates' => [30.5, 50.4]]],
    'no rings' => [['type' => 'Polygon', 'coordinates' => []]],
    'two positions' => [['type' => 'Polygon', 'coordinates' => [[[0, 0], [1, 1]]]]],
    'a text position' => [['type' => 'Polygon', 'coordinates' => [[[0, 0], ['a', 1], [1, 1], [0, 0]]]]],
    'a latitude past the pole' => [['type' => 'Polygon', 'coordinates' => [[[0, 0], [1, 95], [1, 1], [0, 0]]]]],
    'a Feature without geometry' => [['type' => 'Feature']],
    'too many positions' => [['type' => 'Polygon', 'coordinates' => [array_map(fn ($i) => [cos($i), sin($i)], range(0, Polygon::MAX_POSITIONS + 1))]]],
]);
