<?php

namespace App\Http\Middleware\Staff;

use App\Support\Locales;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Inertia\ResponseFactory;
use Symfony\Component\HttpFoundation\Response;

/** Errors of the staff area's pages: the "staff/error" page in its own layout, with the true status, never cached. */
final class StaffErrorPage
{
    public static function render(Request $request, Response $original): Response
    {
        $status = $original->getStatusCode();
        $locale = Locales::fromPath($request->path());
        app()->setLocale($locale);
        Auth::shouldUse('staff');

        $factory = app(ResponseFactory::class);
        $factory->flushShared();
        $factory->setRootView('staff');
        $signedIn = $request->hasSession() && $request->session()->isStarted();
        $factory->share((new HandleStaffInertiaRequests)->share($request));
        if (! $signedIn) {
            $factory->share('staff', null);
        }
        $response = $factory->render('staff/error', ['status' => $status])->toResponse($request);
        $response->setStatusCode($status);
        foreach (['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining'] as $header) {
            if ($original->headers->has($header)) {
                $response->headers->set($header, $original->headers->get($header));
            }
        }
        StaffArea::protect($response);

        return $response;
    }
}
