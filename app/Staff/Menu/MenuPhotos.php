<?php

namespace App\Staff\Menu;

use App\Models\Product;
use App\Models\Promotion;
use Illuminate\Filesystem\FilesystemAdapter;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Illuminate\Validation\ValidationException;
use Intervention\Image\Drivers\Gd\Driver;
use Intervention\Image\Exceptions\RuntimeException as ImageException;
use Intervention\Image\ImageManager;

/**
 * A product's or a promotion's photo: the upload (already checked by content: JPEG, PNG or WebP, size, pixels) is
 * decoded with GD, cropped to the subject's shape (a product square, a promotion 2:1 like its banner artwork) and
 * written as WebP at each of shop.menu.photo_widths the original allows, beside the original file, under a folder
 * named by the content's hash (so every URL is immutable and cached for a year). The folder also names the widths
 * made ("menu/products/12/3f2a…-320-640-960/640.webp"): the storefront builds its srcset from it.
 */
class MenuPhotos
{
    /** @return array{original: string, width: int, height: int, image: string, sizes: list<array{width: int, height: int, path: string}>} */
    public function store(Product|Promotion $subject, UploadedFile $file): array
    {
        $config = config('shop.menu');
        try {
            $image = (new ImageManager(new Driver))->read($file->getRealPath());
        } catch (ImageException) {
            throw ValidationException::withMessages(['photo' => __('menu.photo_unreadable')]);
        }
        $width = $image->width();
        $height = $image->height();
        $ratio = self::ratio($subject);
        $fits = fn (int $w) => $w <= $width && (int) ceil($w / $ratio) <= $height;
        $widths = array_values(array_filter($config['photo_widths'], $fits)) ?: [min($config['photo_widths'])];

        $disk = Storage::disk($config['photo_disk']);
        $hash = substr(hash_file('sha256', $file->getRealPath()), 0, 20);
        $folder = 'menu/'.self::kind($subject).'/'.$subject->id.'/'.$hash.'-'.implode('-', $widths);
        $extension = match ($file->getMimeType()) {
            'image/png' => 'png',
            'image/webp' => 'webp',
            default => 'jpg',
        };
        $disk->putFileAs($folder, $file, 'original.'.$extension);

        $sizes = [];
        foreach ($widths as $w) {
            $h = (int) round($w / $ratio);
            $encoded = (clone $image)->cover($w, $h)->toWebp((int) $config['photo_quality']);
            $disk->put($folder.'/'.$w.'.webp', (string) $encoded);
            $sizes[] = ['width' => $w, 'height' => $h, 'path' => $folder.'/'.$w.'.webp'];
        }
        $shown = $sizes[intdiv(count($sizes), 2)]['path'];

        return [
            'original' => $folder.'/original.'.$extension, 'width' => $width, 'height' => $height,
            'image' => self::publicPath($shown), 'sizes' => $sizes,
        ];
    }

    /** Remove a photo's files (after its subject took another one).
     *  @param  array<string, mixed>|null  $photo */
    public function delete(?array $photo): void
    {
        if (! isset($photo['original']) || ! is_string($photo['original'])) {
            return;
        }
        Storage::disk(config('shop.menu.photo_disk'))->deleteDirectory(dirname($photo['original']));
    }

    /** The path the storefront's <img> uses (relative to the site root, like the shipped artwork's). */
    public static function publicPath(string $path): string
    {
        $disk = Storage::disk(config('shop.menu.photo_disk'));
        assert($disk instanceof FilesystemAdapter);
        $url = $disk->url($path);

        return ltrim((string) (parse_url($url, PHP_URL_PATH) ?? $url), '/');
    }

    /** Width over height of the sizes made: a product's card is square, a promotion's banner twice as wide. */
    public static function ratio(Product|Promotion $subject): float
    {
        return $subject instanceof Promotion ? 2.0 : 1.0;
    }

    private static function kind(Product|Promotion $subject): string
    {
        return $subject instanceof Promotion ? 'promotions' : 'products';
    }
}
