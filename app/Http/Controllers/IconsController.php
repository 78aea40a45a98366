<?php

namespace App\Http\Controllers;

use Inertia\Inertia;
use Inertia\Response;

class IconsController extends Controller
{
    /** Show every icon of the SVG sprite with its name (sprite layout). */
    public function __invoke(): Response
    {
        $sprite = (string) file_get_contents(public_path('icons/sprite.svg'));
        preg_match_all('/<symbol[^>]*\bid="([^"]+)"/', $sprite, $matches);

        return Inertia::render('icons', ['icons' => $matches[1]]);
    }
}
