<?php

namespace App\Support;

use App\ShopApi\Data\ProductRecord;

/** schema.org data of a product page: a MenuItem with an Offer in UAH (prices are minor units on the wire). */
final class ProductJsonLd
{
    /** @return array<string, mixed> */
    public static function for(ProductRecord $product): array
    {
        $data = [
            '@context' => 'https://schema.org',
            '@type' => 'MenuItem',
            'name' => $product->card->name,
            'description' => $product->description,
            'image' => $product->card->image ? url($product->card->image) : null,
            'offers' => [
                '@type' => 'Offer',
                'price' => number_format($product->card->price / 100, 2, '.', ''),
                'priceCurrency' => 'UAH',
                'availability' => $product->card->available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            ],
        ];
        if ($product->rating['count'] > 0) {
            $data['aggregateRating'] = ['@type' => 'AggregateRating', 'ratingValue' => $product->rating['average'], 'reviewCount' => $product->rating['count']];
        }

        return array_filter($data, fn ($value) => $value !== null);
    }
}
