<?php

namespace App\Shop\Sms;

/** Sends one text message; the driver is chosen by config('shop.sms.driver'). */
interface SmsSender
{
    /** @param  string  $phone  digits in international form, e.g. 380501234567
     *
     * @throws SmsException when the gateway refuses the message or cannot be reached */
    public function send(string $phone, string $text): void;
}
