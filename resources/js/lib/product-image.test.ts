import { describe, expect, it } from 'vitest';
import { imageLoading, imageSrc, placeInList, productImage } from './product-image';

describe('productImage', () => {
    it('keeps the shipped artwork as it is', () => {
        expect(productImage('images/products/philadelphia.svg', '300px')).toEqual({
            src: '/images/products/philadelphia.svg',
        });
    });

    it('falls back to the placeholder without an image', () => {
        expect(productImage(null, '300px')).toEqual({ src: '/images/placeholder.svg' });
    });

    it('lists every width a photo folder names as its srcset', () => {
        expect(
            productImage('storage/menu/products/12/3f2a9c-320-640-960/640.webp', '(min-width: 768px) 300px, 50vw'),
        ).toEqual({
            src: '/storage/menu/products/12/3f2a9c-320-640-960/640.webp',
            srcSet: '/storage/menu/products/12/3f2a9c-320-640-960/320.webp 320w, /storage/menu/products/12/3f2a9c-320-640-960/640.webp 640w, /storage/menu/products/12/3f2a9c-320-640-960/960.webp 960w',
            sizes: '(min-width: 768px) 300px, 50vw',
        });
    });

    it("lists a promotion photo's widths and keeps the shipped promotion artwork as it is", () => {
        expect(productImage('storage/menu/promotions/4/9bc1-320-640/640.webp', '100vw').srcSet).toBe(
            '/storage/menu/promotions/4/9bc1-320-640/320.webp 320w, /storage/menu/promotions/4/9bc1-320-640/640.webp 640w',
        );
        expect(productImage('images/promotions/free-delivery.svg', '100vw')).toEqual({
            src: '/images/promotions/free-delivery.svg',
        });
    });

    it('gives a photo with one size that one size', () => {
        expect(productImage('storage/menu/products/3/ab12-320/320.webp', '300px').srcSet).toBe(
            '/storage/menu/products/3/ab12-320/320.webp 320w',
        );
    });
});

describe('photos on another host (S3 or its CDN)', () => {
    const cdn = 'https://photos.example.com/menu/products/12/3f2a9c-320-640';

    it('keeps an absolute URL as it is and serves a path from the site root', () => {
        expect(imageSrc(`${cdn}/640.webp`)).toBe(`${cdn}/640.webp`);
        expect(imageSrc('//photos.example.com/menu/a.webp')).toBe('//photos.example.com/menu/a.webp');
        expect(imageSrc('storage/menu/products/3/ab12-320/320.webp')).toBe(
            '/storage/menu/products/3/ab12-320/320.webp',
        );
        expect(imageSrc(null)).toBe('/images/placeholder.svg');
        expect(imageSrc('')).toBe('/images/placeholder.svg');
    });

    it("lists the widths of a photo's folder on that host as its srcset", () => {
        expect(productImage(`${cdn}/640.webp`, '300px')).toEqual({
            src: `${cdn}/640.webp`,
            srcSet: `${cdn}/320.webp 320w, ${cdn}/640.webp 640w`,
            sizes: '300px',
        });
    });
});

describe('image loading', () => {
    it('fetches the main image first, loads the others above the fold at once and the rest lazily', () => {
        expect(imageLoading('main')).toEqual({ fetchPriority: 'high' });
        expect(imageLoading('top')).toEqual({});
        expect(imageLoading('below')).toEqual({ loading: 'lazy' });
    });

    it('makes the first item of a list above the fold its main image', () => {
        expect([0, 1, 3, 4, 9].map((i) => placeInList(i, 4))).toEqual(['main', 'top', 'top', 'below', 'below']);
    });

    it('loads every image of a list below the fold lazily', () => {
        expect([0, 1, 5].map((i) => placeInList(i, 0))).toEqual(['below', 'below', 'below']);
    });
});
