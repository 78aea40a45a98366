<?php

namespace App\Support;

use App\ShopApi\Data\Profile;
use App\ShopApi\Exceptions\UnauthorizedException;
use App\ShopApi\Exceptions\UpstreamException;
use App\ShopApi\ShopApi;
use App\ShopApi\ShopContext;

/**
 * The signed-in customer of this request: the profile from ShopApi::profile(), asked once per request.
 * A token the upstream rejects (401) makes the visitor a guest for the rest of the request, and the
 * auth_token cookie is forgotten on the way out (HandleInertiaRequests, EnsureCustomer).
 */
final class CurrentCustomer
{
    private bool $loaded = false;

    private ?Profile $profile = null;

    private bool $rejected = false;

    public function __construct(private ShopApi $api, private ShopContext $context) {}

    /**
     * The profile, or null for a guest or a rejected token.
     *
     * @throws UpstreamException when the upstream fails (not remembered: a later call asks again)
     */
    public function profile(): ?Profile
    {
        if ($this->context->token === null) {
            return null;
        }
        if (! $this->loaded) {
            try {
                $this->profile = $this->api->profile();
            } catch (UnauthorizedException) {
                $this->reject();
            }
            $this->loaded = true;
        }

        return $this->profile;
    }

    /** Remember a newer profile (after a sign-in or a profile update in this request). */
    public function remember(Profile $profile): void
    {
        $this->profile = $profile;
        $this->loaded = true;
    }

    /** The upstream no longer accepts the token: this request goes on as a guest's. */
    public function reject(): void
    {
        $this->rejected = true;
        $this->profile = null;
        $this->loaded = true;
        $this->context->token = null;
    }

    /** Whether the token of this request was refused (its cookie must be forgotten). */
    public function rejected(): bool
    {
        return $this->rejected;
    }
}
