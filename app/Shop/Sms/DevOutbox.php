<?php

namespace App\Shop\Sms;

use Carbon\CarbonImmutable;

/**
 * The development outbox: the last messages of the log driver as a JSON file (config shop.sms.outbox),
 * so end-to-end tests can read the sign-in code. Written and served only while the development tools are on.
 */
class DevOutbox
{
    /** Development tools exist only in local or testing and only when SHOP_DEV_TOOLS says so. */
    public static function enabled(): bool
    {
        return app()->environment('local', 'testing') && config('shop.dev_tools') === true;
    }

    public function append(string $phone, string $text): void
    {
        if (! self::enabled()) {
            return;
        }

        $path = config('shop.sms.outbox');
        if (! is_dir(dirname($path))) {
            mkdir(dirname($path), 0775, true);
        }

        $handle = fopen($path, 'c+');
        if ($handle === false) {
            return;
        }
        try {
            flock($handle, LOCK_EX);
            $messages = $this->decode((string) stream_get_contents($handle));
            $messages[] = ['phone' => $phone, 'text' => $text, 'code' => self::codeIn($text), 'sent_at' => CarbonImmutable::now()->toIso8601String()];
            $messages = array_slice($messages, -max(1, (int) config('shop.sms.outbox_keep', 50)));
            ftruncate($handle, 0);
            rewind($handle);
            fwrite($handle, (string) json_encode($messages, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES));
            fflush($handle);
        } finally {
            flock($handle, LOCK_UN);
            fclose($handle);
        }
    }

    /** The messages, oldest first, optionally only those to one phone.
     *  @return list<array{phone: string, text: string, code: ?string, sent_at: string}> */
    public function messages(?string $phone = null): array
    {
        $path = config('shop.sms.outbox');
        $messages = is_file($path) ? $this->decode((string) file_get_contents($path)) : [];

        return array_values(array_filter($messages, fn (array $m) => $phone === null || $m['phone'] === $phone));
    }

    /** The last message to a phone, or null.
     *  @return array{phone: string, text: string, code: ?string, sent_at: string}|null */
    public function last(string $phone): ?array
    {
        $messages = $this->messages($phone);

        return $messages === [] ? null : $messages[array_key_last($messages)];
    }

    public function clear(): void
    {
        $path = config('shop.sms.outbox');
        if (is_file($path)) {
            unlink($path);
        }
    }

    /** The first run of 4–8 digits of a message (the sign-in code). */
    public static function codeIn(string $text): ?string
    {
        return preg_match('/(?<!\d)(\d{4,8})(?!\d)/', $text, $m) ? $m[1] : null;
    }

    /** @return list<array{phone: string, text: string, code: ?string, sent_at: string}> */
    private function decode(string $json): array
    {
        $messages = json_decode($json, true);

        return is_array($messages) && array_is_list($messages)
            ? array_values(array_map(
                fn (array $m) => ['phone' => $m['phone'], 'text' => $m['text'], 'code' => is_string($m['code'] ?? null) ? $m['code'] : null, 'sent_at' => (string) ($m['sent_at'] ?? '')],
                array_filter($messages, fn ($m) => is_array($m) && is_string($m['phone'] ?? null) && is_string($m['text'] ?? null)),
            ))
            : [];
    }
}
