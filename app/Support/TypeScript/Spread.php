<?php

namespace App\Support\TypeScript;

use Attribute;

/**
 * A shape's property whose own properties are the shape's (the JSON has no key for it): the staff order is its
 * ticket and more. The shape's other properties replace the spread ones of the same name; in TypeScript the shape
 * extends the spread one.
 */
#[Attribute(Attribute::TARGET_PROPERTY | Attribute::TARGET_PARAMETER)]
final class Spread {}
