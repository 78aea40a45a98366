<?php

namespace App\Http\Requests\Staff\Shop;

use App\Models\Social;

/** The social links, by their key: a name and an address (web, or the Viber and Telegram app links) for each. */
class SocialsRequest extends ShopRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        $keys = Social::query()->pluck('key')->all();

        return [
            'socials' => ['required', 'array:'.implode(',', $keys)],
            'socials.*' => ['required', 'array:name,url'],
            'socials.*.name' => ['required', 'string', 'max:60'],
            'socials.*.url' => ['required', 'string', 'max:255', 'url:https,http,viber,tg'],
        ];
    }

    /** @return array<string, array{name: string, url: string}> */
    public function values(): array
    {
        $links = [];
        foreach ((array) $this->validated('socials') as $key => $link) {
            $links[(string) $key] = ['name' => trim((string) $link['name']), 'url' => trim((string) $link['url'])];
        }

        return $links;
    }
}
