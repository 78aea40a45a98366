<?php

// The README and docs/*.md link to each other by relative paths and #anchors: every such link points to a file of
// the repository, and every #anchor to a heading of its file (GitHub's anchors: lower case, punctuation dropped,
// spaces to hyphens, a repeated heading numbered -1, -2, ...). Links to other sites are not followed.

/** @return list<string> README.md and every docs/*.md, relative to the repository root. */
function docsFiles(): array
{
    $files = array_map(fn (string $path) => 'docs/'.basename($path), glob(base_path('docs/*.md')) ?: []);
    sort($files);

    return ['README.md', ...$files];
}

/** Markdown without its fenced code blocks and inline code spans (a link inside code is not a link). */
function docsProse(string $markdown): string
{
    $markdown = (string) preg_replace('/^(```|~~~).*?^\1[^\n]*$/ms', '', $markdown);

    return (string) preg_replace('/(`+)(?:(?!\1).)+\1/s', '', $markdown);
}

/** GitHub's anchor of a heading's text. */
function docsAnchor(string $heading): string
{
    $text = (string) preg_replace('/!?\[([^\]]*)\]\([^)]*\)/u', '$1', $heading);
    $text = mb_strtolower(str_replace(['`', '*'], '', strip_tags($text)));
    $text = (string) preg_replace('/[^\p{L}\p{N}\p{M}\s_-]/u', '', $text);

    return str_replace(' ', '-', trim($text));
}

/** @return list<string> the anchors of a Markdown file's headings. */
function docsAnchors(string $path): array
{
    $seen = [];
    $anchors = [];
    $prose = (string) preg_replace('/^(```|~~~).*?^\1[^\n]*$/ms', '', (string) file_get_contents($path));
    preg_match_all('/^#{1,6}\s+(.+?)\s*#*\s*$/m', $prose, $matches);
    foreach ($matches[1] as $heading) {
        $anchor = docsAnchor($heading);
        $count = $seen[$anchor] ?? 0;
        $seen[$anchor] = $count + 1;
        $anchors[] = $count === 0 ? $anchor : "$anchor-$count";
    }

    return $anchors;
}

/** @return list<array{string, string}> [file, target] of every relative link and image in a Markdown file. */
function docsLinks(string $file): array
{
    $prose = docsProse((string) file_get_contents(base_path($file)));
    preg_match_all('/!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/u', $prose, $inline);
    preg_match_all('/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/mu', $prose, $references);
    $targets = array_merge($inline[1], $references[1]);

    return array_values(array_map(fn (string $target) => [$file, $target], array_filter(
        $targets,
        fn (string $target) => ! preg_match('#^([a-z][a-z0-9+.-]*:|//)#i', $target),
    )));
}

/** Why a relative link of $file is broken, or null when it is not. */
function docsBrokenLink(string $file, string $target): ?string
{
    [$path, $anchor] = array_pad(explode('#', $target, 2), 2, null);
    $parts = [];
    foreach (explode('/', dirname($file).'/'.rawurldecode((string) $path)) as $part) {
        if ($part === '..') {
            array_pop($parts);
        } elseif ($part !== '.' && $part !== '') {
            $parts[] = $part;
        }
    }
    $resolved = $path === '' ? $file : implode('/', $parts);
    if (! file_exists(base_path($resolved))) {
        return "$file → $target: no file $resolved";
    }
    if ($anchor !== null && $anchor !== '') {
        if (! str_ends_with($resolved, '.md')) {
            return "$file → $target: an anchor into a file that is not Markdown";
        }
        if (! in_array(rawurldecode($anchor), docsAnchors(base_path($resolved)), true)) {
            return "$file → $target: no heading #$anchor in $resolved";
        }
    }

    return null;
}

it('finds the links of the README and of every docs page', function () {
    expect(docsFiles())->toContain('README.md', 'docs/architecture.md', 'docs/configuration.md', 'docs/deploying.md', 'docs/security.md', 'docs/testing.md', 'docs/performance.md', 'docs/staff-guide.md', 'docs/known-gaps.md')
        ->and(docsLinks('README.md'))->not->toBeEmpty();
});

it('points every relative link and #anchor of the README and docs/*.md at something that exists', function () {
    $broken = [];
    foreach (docsFiles() as $file) {
        foreach (docsLinks($file) as [$from, $target]) {
            $broken[] = docsBrokenLink($from, $target);
        }
    }

    expect(array_values(array_filter($broken)))->toBe([]);
});

it('sees a broken file, a broken anchor and GitHub anchors the way GitHub makes them', function () {
    expect(docsBrokenLink('README.md', 'docs/no-such-page.md'))->toContain('no file docs/no-such-page.md')
        ->and(docsBrokenLink('README.md', 'docs/architecture.md#no-such-heading'))->toContain('no heading #no-such-heading')
        ->and(docsBrokenLink('docs/security.md', '../README.md'))->toBeNull()
        ->and(docsBrokenLink('docs/security.md', '#production-refuses-unsafe-settings'))->toBeNull()
        ->and(docsAnchor('Guest pages at cache speed (`app/Http/Caching`)'))->toBe('guest-pages-at-cache-speed-apphttpcaching')
        ->and(docsAnchor('Sign-in, step 1: the board'))->toBe('sign-in-step-1-the-board')
        ->and(docsAnchor('Вхід і вихід'))->toBe('вхід-і-вихід')
        ->and(docsLinks('README.md'))->each->toHaveCount(2);
});
