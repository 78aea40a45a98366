<?php

namespace App\Http\Requests\Staff\Menu;

/**
 * A product's or a promotion's photo: a JPEG, PNG or WebP by its content (fileinfo reads the bytes; the name and the
 * browser's type are not believed), at most shop.menu.photo_max_kb, at least the smallest size the storefront shows and
 * at most shop.menu.photo_max_side pixels a side (read from the header before anything is decoded).
 */
class MenuPhotoRequest extends MenuRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        $menu = config('shop.menu');
        $min = min($menu['photo_widths']);

        return [
            'photo' => [
                'required', 'file', 'max:'.(int) $menu['photo_max_kb'], 'mimes:jpg,jpeg,png,webp', 'mimetypes:image/jpeg,image/png,image/webp',
                'dimensions:min_width='.$min.',min_height='.$min.',max_width='.(int) $menu['photo_max_side'].',max_height='.(int) $menu['photo_max_side'],
            ],
        ];
    }
}
