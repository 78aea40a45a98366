<?php

namespace Tests\Support;

use App\Shop\Sms\DevOutbox;
use App\Shop\Sms\SmsSender;

/** An SmsSender that keeps what it was asked to send (bind it with FakeSmsSender::install()). */
final class FakeSmsSender implements SmsSender
{
    /** @var list<array{phone: string, text: string}> */
    public array $sent = [];

    public static function install(): self
    {
        $fake = new self;
        app()->instance(SmsSender::class, $fake);

        return $fake;
    }

    public function send(string $phone, string $text): void
    {
        $this->sent[] = ['phone' => $phone, 'text' => $text];
    }

    /** The code of the last message to $phone. */
    public function lastCode(string $phone): ?string
    {
        $mine = array_values(array_filter($this->sent, fn (array $m) => $m['phone'] === $phone));

        return $mine === [] ? null : DevOutbox::codeIn($mine[array_key_last($mine)]['text']);
    }

    /** The text of the last message to $phone. */
    public function lastMessage(string $phone): ?string
    {
        $mine = array_values(array_filter($this->sent, fn (array $m) => $m['phone'] === $phone));

        return $mine === [] ? null : $mine[array_key_last($mine)]['text'];
    }

    public function countTo(string $phone): int
    {
        return count(array_filter($this->sent, fn (array $m) => $m['phone'] === $phone));
    }
}
