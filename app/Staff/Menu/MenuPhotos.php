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
use RuntimeException;

/**
 * A product's or a promotion's photo: the upload (already checked by content: JPEG, PNG or WebP, size, pixels) is
 * decoded with GD, cropped to the subject's shape (a product square, a promotion 2:1 like its banner artwork) and
 * written as WebP at each of shop.menu.photo_widths the original allows, beside the original file, under a folder
 * named by the content's hash (so every URL is immutable and cached for a year). The folder also names the widths
 * made ("menu/products/12/3f2a…-320-640-960/640.webp"): the storefront builds its srcset from it.
 *
 * The disk is shop.menu.photo_disk (SHOP_MENU_PHOTO_DISK): "public" (storage/app/public, served by this site at
 * /storage) or any other Laravel disk, e.g. "s3" (an S3-compatible bucket, shared by every app node, served from its
 * own host or a CDN in front of it: AWS_URL). Every file is written with a year's immutable Cache-Control and its
 * content type, which S3 keeps and serves (a local disk ignores both: nginx sets them).
 */
class MenuPhotos
{
    private const CACHE_CONTROL = 'public, max-age=31536000, immutable';

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

        $disk = self::disk();
        $hash = substr(hash_file('sha256', $file->getRealPath()) ?: throw new RuntimeException('The uploaded photo cannot be read.'), 0, 20);
        $folder = 'menu/'.self::kind($subject).'/'.$subject->id.'/'.$hash.'-'.implode('-', $widths);
        [$extension, $type] = match ($file->getMimeType()) {
            'image/png' => ['png', 'image/png'],
            'image/webp' => ['webp', 'image/webp'],
            default => ['jpg', 'image/jpeg'],
        };
        // A disk that refuses a write answers false (its `throw` is off): nothing half-written stays, nothing is saved.
        $refused = function () use ($disk, $folder, $config): never {
            $disk->deleteDirectory($folder);
            throw new RuntimeException('The menu photo could not be written to the "'.$config['photo_disk'].'" disk (SHOP_MENU_PHOTO_DISK).');
        };
        $disk->putFileAs($folder, $file, 'original.'.$extension, self::options($type)) !== false || $refused();

        $sizes = [];
        foreach ($widths as $w) {
            $h = (int) round($w / $ratio);
            $encoded = (clone $image)->cover($w, $h)->toWebp((int) $config['photo_quality']);
            $disk->put($folder.'/'.$w.'.webp', (string) $encoded, self::options('image/webp')) || $refused();
            $sizes[] = ['width' => $w, 'height' => $h, 'path' => $folder.'/'.$w.'.webp'];
        }
        $shown = $sizes[intdiv(count($sizes), 2)]['path'];

        return [
            'original' => $folder.'/original.'.$extension, 'width' => $width, 'height' => $height,
            'image' => self::publicUrl($shown), 'sizes' => $sizes,
        ];
    }

    /** Remove a photo's files (after its subject took another one).
     *  @param  array<string, mixed>|null  $photo */
    public function delete(?array $photo): void
    {
        if (! isset($photo['original']) || ! is_string($photo['original'])) {
            return;
        }
        self::disk()->deleteDirectory(dirname($photo['original']));
    }

    /**
     * The URL an <img> (or a link) uses for a photo's file: relative to the site root, like the shipped artwork's
     * ("storage/menu/…"), when this site serves the disk (a local disk, or a URL on APP_URL's host); the disk's own
     * absolute URL when another host does (an S3 bucket, or the CDN that AWS_URL names).
     */
    public static function publicUrl(string $path): string
    {
        $url = self::disk()->url($path);

        return self::servedBySite($url) ? ltrim((string) (parse_url($url, PHP_URL_PATH) ?? $url), '/') : $url;
    }

    /**
     * The origin (scheme, host, port) of the photo disk's `url` (AWS_URL: the bucket's public address or the CDN in
     * front of it) when that is not this site, for the pages' content security policy (img-src); null for a disk
     * this site serves or one without a `url` (shop:check asks for AWS_URL: without it every page would have to
     * build the S3 client, and fetch its credentials, just to learn the bucket's address).
     */
    public static function foreignOrigin(): ?string
    {
        $config = config('filesystems.disks.'.config('shop.menu.photo_disk'));
        $url = is_array($config) ? (string) ($config['url'] ?? '') : '';

        return $url === '' || self::servedBySite($url) ? null : self::origin($url);
    }

    /** Width over height of the sizes made: a product's card is square, a promotion's banner twice as wide. */
    public static function ratio(Product|Promotion $subject): float
    {
        return $subject instanceof Promotion ? 2.0 : 1.0;
    }

    private static function disk(): FilesystemAdapter
    {
        return Storage::disk(config('shop.menu.photo_disk'));
    }

    /** Whether a URL of the photo disk points at this site: no host, a local disk, or APP_URL's scheme, host and port. */
    private static function servedBySite(string $url): bool
    {
        $host = parse_url($url, PHP_URL_HOST);
        if (! is_string($host) || $host === '' || config('filesystems.disks.'.config('shop.menu.photo_disk').'.driver') === 'local') {
            return true;
        }

        return self::origin($url) === self::origin((string) config('app.url'));
    }

    private static function origin(string $url): string
    {
        $port = parse_url($url, PHP_URL_PORT);

        return strtolower(parse_url($url, PHP_URL_SCHEME).'://'.parse_url($url, PHP_URL_HOST)).($port ? ':'.$port : '');
    }

    /** @return array{CacheControl: string, ContentType: string} */
    private static function options(string $type): array
    {
        return ['CacheControl' => self::CACHE_CONTROL, 'ContentType' => $type];
    }

    private static function kind(Product|Promotion $subject): string
    {
        return $subject instanceof Promotion ? 'promotions' : 'products';
    }
}
