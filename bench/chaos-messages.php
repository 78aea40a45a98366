<?php

/**
 * What bench/chaos-client.php counts of the messages the fake providers received (required, not run; tested by
 * tests/Unit/Bench/ChaosMessagesTest.php). A message is known by what it says: its kind (a sign-in code, or one of the
 * order's status texts of lang/{uk,en}/after_order.php) and what it is about (the code, or the order's number), so a
 * job done twice is the same message reaching the provider twice, never an order's status SMS after its sign-in code.
 */

declare(strict_types=1);

final class ChaosMessages
{
    /** @param  array<string, list<string>>  $patterns  kind => regular expressions with a named group "ref" */
    public function __construct(private array $patterns) {}

    /** The shop's SMS texts in both languages, read from its lang files. */
    public static function fromLang(string $langDir): self
    {
        $templates = [];
        foreach (['uk', 'en'] as $locale) {
            $templates['code'][] = (require "$langDir/$locale/customers.php")['sms']['code'];
            foreach ((require "$langDir/$locale/after_order.php")['sms'] as $kind => $text) {
                if ($kind !== 'link') {
                    $templates[$kind][] = $text;
                }
            }
        }
        $patterns = [];
        foreach ($templates as $kind => $texts) {
            foreach ($texts as $text) {
                $patterns[$kind][] = self::pattern($text);
            }
        }
        // A template that begins another one ("corrected" and "corrected_pay") is tried after it.
        uksort($patterns, fn ($a, $b) => strlen(implode('', $templates[$b])) <=> strlen(implode('', $templates[$a])));

        return new self($patterns);
    }

    /** A template as a pattern: :number and :code are what the message is about, any other placeholder is any text. */
    private static function pattern(string $template): string
    {
        $quoted = preg_quote($template, '#');
        $ref = 0;
        $regex = preg_replace_callback('#\\\\:([a-z_]+)#', function (array $m) use (&$ref) {
            if (in_array($m[1], ['number', 'code'], true) && $ref++ === 0) {
                return $m[1] === 'code' ? '(?<ref>\d{4,8})' : '(?<ref>[A-Za-z0-9-]+)';
            }

            return '.*?';
        }, $quoted);

        return '#^'.$regex.'#su';
    }

    /** @return array{kind: string, ref: string|null} */
    public function identify(string $text): array
    {
        foreach ($this->patterns as $kind => $patterns) {
            foreach ($patterns as $pattern) {
                if (preg_match($pattern, $text, $m)) {
                    return ['kind' => $kind, 'ref' => $m['ref'] ?? null];
                }
            }
        }

        return ['kind' => 'other', 'ref' => null];
    }

    /** One key per message: the phone, the kind and the code or order number (or the whole text when unknown). */
    public function key(string $phone, string $text): string
    {
        $id = $this->identify($text);

        return implode('|', [$phone, $id['kind'], $id['ref'] ?? sha1($text)]);
    }

    /**
     * How many times each message reached the provider.
     *
     * @param  list<array{phone: string, text: string}>  $sms
     * @return array<string, int> key => times
     */
    public function times(array $sms): array
    {
        $times = [];
        foreach ($sms as $m) {
            $key = $this->key((string) $m['phone'], (string) $m['text']);
            $times[$key] = ($times[$key] ?? 0) + 1;
        }

        return $times;
    }

    /**
     * The messages sent more than once, per phone: phone => list of [kind, ref, times].
     *
     * @param  list<array{phone: string, text: string}>  $sms
     * @return array<string, list<array{kind: string, ref: string, times: int}>>
     */
    public function twice(array $sms): array
    {
        $twice = [];
        foreach ($this->times($sms) as $key => $n) {
            if ($n > 1) {
                [$phone, $kind, $ref] = explode('|', $key, 3);
                $twice[$phone][] = ['kind' => $kind, 'ref' => $ref, 'times' => $n];
            }
        }

        return $twice;
    }

    /**
     * The mails sent more than once: the same recipients, subject and order numbers. order number => extra copies.
     *
     * @param  list<array{to?: list<string>, subject?: string, numbers: list<string>}>  $mails
     * @return array<string, int>
     */
    public static function mailsTwice(array $mails): array
    {
        $times = [];
        foreach ($mails as $m) {
            $to = $m['to'] ?? [];
            sort($to);
            $key = json_encode([$to, $m['subject'] ?? '', $m['numbers']]);
            $times[$key] = ($times[$key] ?? 0) + 1;
        }
        $twice = [];
        foreach ($times as $key => $n) {
            if ($n > 1) {
                foreach (json_decode($key, true)[2] as $number) {
                    $twice[$number] = ($twice[$number] ?? 0) + $n - 1;
                }
            }
        }

        return $twice;
    }

    /**
     * The status SMS an order's history asks for (StatusSms): each change to a status whose kind is switched on, the
     * payment's "paid" and "refunded"; a cancellation because a new order replaced it texts nothing, one because it
     * was not paid in time is "cancelled_unpaid".
     *
     * @param  list<array{number: string, phone: string, to: string, payment: bool, cancellation_reason: ?string}>  $changes
     * @param  array<string, bool>  $kinds  config('shop.status_sms.kinds')
     * @return array<string, string> key (phone|kind|number) => order number
     */
    public static function expectedStatusSms(array $changes, array $kinds, string $replaced = 'replaced', string $expired = 'payment_timeout'): array
    {
        $expected = [];
        foreach ($changes as $c) {
            $kind = $c['to'];
            if (! ($kinds[$kind] ?? false) || ($c['payment'] && ! in_array($kind, ['paid', 'refunded'], true)) || (! $c['payment'] && in_array($kind, ['paid', 'refunded'], true))) {
                continue;
            }
            if ($kind === 'cancelled' && $c['cancellation_reason'] === $replaced) {
                continue;
            }
            if ($kind === 'cancelled' && $c['cancellation_reason'] === $expired) {
                $kind = 'cancelled_unpaid';
            }
            $expected[implode('|', [$c['phone'], $kind, $c['number']])] = $c['number'];
        }

        return $expected;
    }
}
