<?php

namespace App\Support;

use App\Http\Middleware\AssignRequestId;
use Sentry\Breadcrumb;
use Sentry\Event;
use Sentry\EventHint;
use Throwable;

/**
 * What goes to Sentry (config/sentry.php, on only with SENTRY_LARAVEL_DSN): every event gets the request id and the
 * release (the build id), and loses personal data before it leaves. Fields named like personal data (phone, code,
 * name, address parts, comments, tokens, cookies, auth headers) are replaced wherever they appear; phone numbers,
 * sign-in codes, bearer and order tokens are masked inside any text (messages, exception values, URLs, breadcrumbs).
 * A reported failure carries what it was about (FailureContext: order, provider, job, attempt) as the "failure"
 * context; a provider's failure (ProviderError) is grouped by its fingerprint, so the same failure repeated by
 * every request of an outage is one issue.
 */
final class ErrorReporting
{
    public const MASK = '[scrubbed]';

    /** Keys whose values are never sent (compared lower-case, at any depth). */
    public const PERSONAL_KEYS = [
        'phone', 'code', 'name', 'surname', 'birthday', 'address', 'street', 'house', 'entrance', 'floor', 'apartment',
        'comment', 'courier_comment', 'email', 'fullname', 'customer', 'token', 'auth_token', 'password', 'ip_address',
        'authorization', 'cookie', 'set-cookie', 'x-line-header', 'x-health-token', 'x-client-ip', 'x-forwarded-for',
    ];

    /** The build id of public/build/build-id.json (Sentry's release unless SENTRY_RELEASE is set), or null. */
    public static function buildId(): ?string
    {
        $id = json_decode((string) @file_get_contents(public_path('build/build-id.json')), true)['id'] ?? null;

        return is_string($id) && $id !== '' ? $id : null;
    }

    /** Sentry's before_send (and before_send_transaction): tag the request id, scrub personal data. */
    public static function beforeSend(Event $event, ?EventHint $hint = null): Event
    {
        $requestId = AssignRequestId::current();
        if ($requestId !== null) {
            $event->setTag('request_id', $requestId);
        }
        $message = $event->getMessage();
        if ($message !== null) {
            $event->setMessage(self::text($message), array_map(self::text(...), $event->getMessageParams()),
                $event->getMessageFormatted() === null ? null : self::text($event->getMessageFormatted()));
        }
        foreach ($event->getExceptions() as $exception) {
            $exception->setValue(self::text($exception->getValue()));
        }
        $exception = $hint?->exception;
        if ($exception !== null) {
            $failure = FailureContext::of($exception);
            if ($failure !== []) {
                $event->setContext('failure', $failure);
            }
            if ($exception instanceof ProviderError) {
                $event->setTag('provider', $exception->provider());
                $event->setFingerprint(self::fingerprint($exception));
            }
        }
        $event->setRequest(self::scrub($event->getRequest()));
        $event->setExtra(self::scrub($event->getExtra()));
        foreach ($event->getContexts() as $name => $context) {
            $event->setContext((string) $name, self::scrub($context));
        }
        $event->setBreadcrumb(array_map(self::breadcrumb(...), $event->getBreadcrumbs()));
        // The user is known by no personal field (the SDK would add the IP address with send_default_pii).
        $event->setUser(null);

        return $event;
    }

    /**
     * The group of a provider's failure: the provider, the exception's class and its message with the ids taken out
     * (words of 5 or more characters with a digit in them: order numbers, transaction ids, payment order codes), so
     * "Viva did not answer the transaction 1f3c… (HTTP 500)" for every order is one issue, and an HTTP 401 another.
     *
     * @return list<string>
     */
    public static function fingerprint(ProviderError&Throwable $e): array
    {
        return ['provider', $e->provider(), $e::class, self::withoutIds(self::text($e->getMessage()))];
    }

    /** $text with every word of 5 or more letters, digits or dashes that holds a digit replaced by {id}. */
    public static function withoutIds(string $text): string
    {
        return (string) preg_replace('/(?<![\w-])(?=[\w-]*\d)[\w-]{5,}(?![\w-])/u', '{id}', $text);
    }

    /**
     * @param  array<array-key, mixed>  $data
     * @return array<array-key, mixed>
     */
    public static function scrub(array $data): array
    {
        foreach ($data as $key => $value) {
            if (is_string($key) && in_array(strtolower($key), self::PERSONAL_KEYS, true)) {
                $data[$key] = self::MASK;
            } elseif (is_array($value)) {
                $data[$key] = self::scrub($value);
            } elseif (is_string($value)) {
                $data[$key] = self::text($value);
            }
        }

        return $data;
    }

    /** Mask phone numbers, sign-in codes, bearer tokens and order tokens inside a text. */
    public static function text(string $text): string
    {
        return (string) preg_replace([
            '/\d+\|[A-Za-z0-9]{20,}/',                                   // Sanctum tokens: id|secret
            '#/(track|pay|orders)/[A-Za-z0-9]{32}#',                       // order tokens in paths
            '/\b(code|codes|otp|код|коду|код:)(\W{0,3})\d{3,8}\b/iu',       // "code 1234", "code: 1234"
            '/(?<![\w.])\+?(?:\(?\d[\s().-]{0,2}){8,14}\d(?![\w.])/',     // phone numbers in any spelling
            '/([?&](?:phone|code|token|name)=)[^&#\s]*/i',                 // query strings
        ], [
            self::MASK,
            '/$1/'.self::MASK,
            '$1$2'.self::MASK,
            self::MASK,
            '$1'.self::MASK,
        ], $text);
    }

    private static function breadcrumb(Breadcrumb $crumb): Breadcrumb
    {
        if ($crumb->getMessage() !== null) {
            $crumb = $crumb->withMessage(self::text($crumb->getMessage()));
        }
        foreach (self::scrub($crumb->getMetadata()) as $name => $value) {
            $crumb = $crumb->withMetadata((string) $name, $value);
        }

        return $crumb;
    }
}
