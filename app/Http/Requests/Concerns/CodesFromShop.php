<?php

namespace App\Http\Requests\Concerns;

use App\Shop\Dictionaries;

/** The shop API's order and payment types: the active ones of the shop's own dictionaries. */
trait CodesFromShop
{
    /** @return list<string> */
    protected function orderTypeCodes(): array
    {
        return array_column(app(Dictionaries::class)->orderTypes(app()->getLocale()), 'code');
    }

    /** @return list<string> */
    protected function paymentTypeCodes(): array
    {
        return array_column(app(Dictionaries::class)->paymentTypes(app()->getLocale()), 'code');
    }

    /** The payment types settled outside the payment provider (cash, card to the courier): those not marked online.
     *  @return list<string> */
    protected function offlinePaymentTypeCodes(): array
    {
        return array_column(array_filter(app(Dictionaries::class)->paymentTypes(app()->getLocale()), fn (array $t) => ! $t['online']), 'code');
    }
}
