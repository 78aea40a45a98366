<?php

namespace App\Http\Controllers\Staff\Concerns;

use App\Staff\Toast;
use Illuminate\Http\RedirectResponse;

/**
 * How a staff form's save answers (the Inertia way): a redirect (back to the page, or to a created record's page)
 * with a flash toast. Validation failures never reach here: the FormRequest redirects back with the errors bag, and
 * the page shows each message under its field.
 */
trait RedirectsWithToast
{
    /**
     * Back to the page the form was on, with a success toast (staff.toast.* in lang/{uk,en}/staff.php).
     *
     * @param  array<string, string|int>  $replace
     */
    protected function savedBack(string $toast = 'saved', array $replace = []): RedirectResponse
    {
        self::toast($toast, $replace);

        return back(303);
    }

    /** To another page (a created record's own page, the list after a removal), with a success toast. */
    protected function savedTo(string $url, string $toast = 'saved'): RedirectResponse
    {
        self::toast($toast);

        return redirect($url, 303);
    }

    /** @param  array<string, string|int>  $replace */
    private static function toast(string $key, array $replace = []): void
    {
        Toast::success(__('staff.toast.'.$key, $replace));
    }
}
