<?php

use Tests\Unit\UnitFixtures;

// The README and docs/*.md link to each other by relative paths and #anchors: every such link points to a file of
// the repository, and every #anchor to a heading of its file (GitHub's anchors: lower case, punctuation dropped,
// spaces to hyphens, a repeated heading numbered -1, -2, ...). Links to other sites are not followed.

it('finds the links of the README and of every docs page', function () {
    expect(UnitFixtures::docsFiles())->toContain('README.md', 'docs/architecture.md', 'docs/configuration.md', 'docs/deploying.md', 'docs/security.md', 'docs/testing.md', 'docs/performance.md', 'docs/staff-guide.md', 'docs/known-gaps.md')
        ->and(UnitFixtures::docsLinks('README.md'))->not->toBeEmpty();
});

it('points every relative link and #anchor of the README and docs/*.md at something that exists', function () {
    $broken = [];
    foreach (UnitFixtures::docsFiles() as $file) {
        foreach (UnitFixtures::docsLinks($file) as [$from, $target]) {
            $broken[] = UnitFixtures::docsBrokenLink($from, $target);
        }
    }

    expect(array_values(array_filter($broken)))->toBe([]);
});

it('sees a broken file, a broken anchor and GitHub anchors the way GitHub makes them', function () {
    expect(UnitFixtures::docsBrokenLink('README.md', 'docs/no-such-page.md'))->toContain('no file docs/no-such-page.md')
        ->and(UnitFixtures::docsBrokenLink('README.md', 'docs/architecture.md#no-such-heading'))->toContain('no heading #no-such-heading')
        ->and(UnitFixtures::docsBrokenLink('docs/security.md', '../README.md'))->toBeNull()
        ->and(UnitFixtures::docsBrokenLink('docs/security.md', '#production-refuses-unsafe-settings'))->toBeNull()
        ->and(UnitFixtures::docsAnchor('Guest pages at cache speed (`app/Http/Caching`)'))->toBe('guest-pages-at-cache-speed-apphttpcaching')
        ->and(UnitFixtures::docsAnchor('Sign-in, step 1: the board'))->toBe('sign-in-step-1-the-board')
        ->and(UnitFixtures::docsAnchor('Вхід і вихід'))->toBe('вхід-і-вихід')
        ->and(UnitFixtures::docsLinks('README.md'))->each->toHaveCount(2);
});
