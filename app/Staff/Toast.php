<?php

namespace App\Staff;

use Inertia\Inertia;

/** The staff pages' toast: a message flashed to the next Inertia page (StaffFlash in the layout shows it). */
final class Toast
{
    public static function success(string $message): void
    {
        Inertia::flash('toast', ['type' => 'success', 'message' => $message]);
    }

    public static function error(string $message): void
    {
        Inertia::flash('toast', ['type' => 'error', 'message' => $message]);
    }

    /** Whether the request is an Inertia visit (a staff page's form), not a JSON call (the board's quick moves). */
    public static function wanted(\Illuminate\Http\Request $request): bool
    {
        return $request->hasHeader('X-Inertia');
    }
}
