import { describe, expect, it } from 'vitest';
import { errorFor, followSlug, slugify } from './forms';

describe('the staff forms', () => {
    it('makes a kebab-case slug from an English name', () => {
        expect(slugify('Spring set')).toBe('spring-set');
        expect(slugify('  Crème brûlée & Co. ')).toBe('creme-brulee-co');
        expect(slugify('x'.repeat(150))).toHaveLength(100);
    });

    it('lets a new record’s slug follow its English name until someone types a slug of their own', () => {
        expect(followSlug(true, { uk: '', en: 'Spring' }, { uk: '', en: 'Spring set' }, 'spring')).toBe('spring-set');
        expect(followSlug(true, { uk: '', en: '' }, { uk: '', en: 'Rolls' }, '')).toBe('rolls');
        expect(followSlug(true, { uk: '', en: 'Spring' }, { uk: '', en: 'Spring set' }, 'my-own')).toBe('my-own');
        expect(followSlug(false, { uk: '', en: 'Spring' }, { uk: '', en: 'Spring set' }, 'spring')).toBe('spring');
    });

    it('finds a field’s message, or the first message of the items under it', () => {
        const errors = { slug: 'Taken', 'modifiers.1.price': 'Bad price' };
        expect(errorFor(errors, 'slug')).toBe('Taken');
        expect(errorFor(errors, 'modifiers')).toBe('Bad price');
        expect(errorFor(errors, 'name')).toBeUndefined();
    });
});
