<?php

namespace App\Http\Controllers;

use App\Models\FiscalReceipt;
use App\Support\Locales;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

/**
 * The sandbox register's receipt page (SHOP_FISCAL_DRIVER=sandbox): the receipt as it would be printed, marked
 * "not fiscal (sandbox)". Reached only by the receipt's UUID (the link on the order's pages); 404 for any other id
 * and under the other drivers.
 */
class SandboxReceiptController
{
    public function __invoke(Request $request, string $receipt): Response
    {
        $row = FiscalReceipt::query()->with('order')->where('driver', 'sandbox')->whereKey($receipt)->firstOrFail();
        $locale = in_array($request->query('lang'), Locales::all(), true) ? (string) $request->query('lang') : ($row->order->locale ?? Locales::default());
        app()->setLocale($locale);

        return response()->view('fiscal.sandbox-receipt', ['receipt' => $row, 'locale' => $locale])
            ->header('X-Robots-Tag', 'noindex')->header('Cache-Control', 'no-store, private');
    }
}
