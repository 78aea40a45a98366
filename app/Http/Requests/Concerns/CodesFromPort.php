<?php

namespace App\Http\Requests\Concerns;

use App\ShopApi\Data\DictionaryItem;
use App\ShopApi\ShopApi;

/** The storefront's order and payment types: what the ShopApi port answers (cached), never the shop's database. */
trait CodesFromPort
{
    /** @return list<string> */
    protected function orderTypeCodes(): array
    {
        return array_map(fn (DictionaryItem $t) => $t->code, app(ShopApi::class)->orderTypes());
    }

    /** @return list<string> */
    protected function paymentTypeCodes(): array
    {
        return array_map(fn (DictionaryItem $t) => $t->code, app(ShopApi::class)->paymentTypes());
    }

    /** The payment types settled outside the payment provider (cash, card to the courier): those not marked online.
     *  @return list<string> */
    protected function offlinePaymentTypeCodes(): array
    {
        return array_values(array_map(fn (DictionaryItem $t) => $t->code, array_filter(app(ShopApi::class)->paymentTypes(), fn (DictionaryItem $t) => ! $t->online)));
    }
}
