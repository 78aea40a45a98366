<?php

namespace App\Http\Requests\Concerns;

use App\Shop\Dictionaries;
use App\ShopApi\Data\DictionaryItem;

/** The shop API's order and payment types: the active ones of the shop's own dictionaries. */
trait CodesFromShop
{
    /** @return list<string> */
    protected function orderTypeCodes(): array
    {
        return array_map(fn (DictionaryItem $t) => $t->code, app(Dictionaries::class)->orderTypes(app()->getLocale()));
    }

    /** @return list<string> */
    protected function paymentTypeCodes(): array
    {
        return array_map(fn (DictionaryItem $t) => $t->code, app(Dictionaries::class)->paymentTypes(app()->getLocale()));
    }

    /** The payment types settled outside the payment provider (cash, card to the courier): those not marked online.
     *  @return list<string> */
    protected function offlinePaymentTypeCodes(): array
    {
        return array_values(array_map(fn (DictionaryItem $t) => $t->code, array_filter(app(Dictionaries::class)->paymentTypes(app()->getLocale()), fn (DictionaryItem $t) => ! $t->online)));
    }
}
