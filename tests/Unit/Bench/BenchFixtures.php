<?php

namespace Tests\Unit\Bench;

use ChaosMessages;

/** The bench scripts' messages and a fixture outbox. */
final class BenchFixtures
{
    public static function chaosMessages(): ChaosMessages
    {
        return ChaosMessages::fromLang(__DIR__.'/../../../lang');
    }

    /** A fixture outbox as the fake TurboSMS keeps it. @return list<array{phone: string, text: string}> */
    public static function chaosOutbox(): array
    {
        return [
            // Customer 1: the sign-in code, then the order's "paid" SMS with its tracking link (a legitimate second message).
            ['phone' => '380661000001', 'text' => 'Sunrise: your sign-in code is 482913. Valid for 5 min. Do not share it with anyone.'],
            ['phone' => '380661000001', 'text' => 'Sunrise: payment for order SR-10001 received. Follow it: http://127.0.0.1/en/track/abc'],
            // Customer 2 (uk): the code, then the "paid" SMS twice (a worker lost Redis mid-job and the job ran again).
            ['phone' => '380661000002', 'text' => 'Sunrise: ваш код для входу 118204. Дійсний 5 хв. Нікому його не повідомляйте.'],
            ['phone' => '380661000002', 'text' => 'Sunrise: оплату замовлення SR-10002 отримано. Стежити: http://127.0.0.1/track/def'],
            ['phone' => '380661000002', 'text' => 'Sunrise: оплату замовлення SR-10002 отримано. Стежити: http://127.0.0.1/track/def'],
        ];
    }
}
