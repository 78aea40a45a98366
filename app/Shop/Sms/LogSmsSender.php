<?php

namespace App\Shop\Sms;

use Illuminate\Support\Facades\Log;

/** The default driver: writes the message to the log (and, while the development tools are on, to the dev outbox). */
class LogSmsSender implements SmsSender
{
    public function __construct(private DevOutbox $outbox) {}

    public function send(string $phone, string $text): void
    {
        Log::info('SMS (log driver) to '.$phone.': '.$text);
        $this->outbox->append($phone, $text);
    }
}
