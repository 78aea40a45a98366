<?php

namespace Tests\Unit;

/** What the unit tests read of the docs, the environment files and composer.json, and the SMS gateway's answers. */
final class UnitFixtures
{
    public static function composerManifest(): array
    {
        return json_decode((string) file_get_contents(base_path('composer.json')), true, flags: JSON_THROW_ON_ERROR);
    }

    /** @return list<string> the variables named in the first column of docs/configuration.md's tables. */
    public static function documentedVariables(): array
    {
        preg_match_all('/^\|\s*([^|]+)\|/m', (string) file_get_contents(base_path('docs/configuration.md')), $cells);
        $names = [];
        foreach ($cells[1] as $cell) {
            preg_match_all('/`([A-Z][A-Z0-9_]+)`/', $cell, $found);
            array_push($names, ...$found[1]);
        }

        return array_values(array_unique($names));
    }

    /** @return list<string> the variables an env file sets. */
    public static function envFileVariables(string $path): array
    {
        preg_match_all('/^([A-Z][A-Z0-9_]*)=/m', (string) file_get_contents(base_path($path)), $found);

        return array_values(array_unique($found[1]));
    }

    /**
     * The variables read by env('...') in the files of $globs.
     *
     * @param  list<string>  $globs
     * @return list<string>
     */
    public static function envCalls(array $globs): array
    {
        $names = [];
        foreach ($globs as $glob) {
            foreach (glob(base_path($glob)) ?: [] as $file) {
                preg_match_all('/\benv\(\s*[\'"]([A-Z][A-Z0-9_]+)[\'"]/', (string) file_get_contents($file), $found);
                array_push($names, ...$found[1]);
            }
        }

        return array_values(array_unique($names));
    }

    /** @return list<string> README.md and every docs/*.md, relative to the repository root. */
    public static function docsFiles(): array
    {
        $files = array_map(fn (string $path) => 'docs/'.basename($path), glob(base_path('docs/*.md')) ?: []);
        sort($files);

        return ['README.md', ...$files];
    }

    /** Markdown without its fenced code blocks and inline code spans (a link inside code is not a link). */
    public static function docsProse(string $markdown): string
    {
        $markdown = (string) preg_replace('/^(```|~~~).*?^\1[^\n]*$/ms', '', $markdown);

        return (string) preg_replace('/(`+)(?:(?!\1).)+\1/s', '', $markdown);
    }

    /** GitHub's anchor of a heading's text. */
    public static function docsAnchor(string $heading): string
    {
        $text = (string) preg_replace('/!?\[([^\]]*)\]\([^)]*\)/u', '$1', $heading);
        $text = mb_strtolower(str_replace(['`', '*'], '', strip_tags($text)));
        $text = (string) preg_replace('/[^\p{L}\p{N}\p{M}\s_-]/u', '', $text);

        return str_replace(' ', '-', trim($text));
    }

    /** @return list<string> the anchors of a Markdown file's headings. */
    public static function docsAnchors(string $path): array
    {
        $seen = [];
        $anchors = [];
        $prose = (string) preg_replace('/^(```|~~~).*?^\1[^\n]*$/ms', '', (string) file_get_contents($path));
        preg_match_all('/^#{1,6}\s+(.+?)\s*#*\s*$/m', $prose, $matches);
        foreach ($matches[1] as $heading) {
            $anchor = self::docsAnchor($heading);
            $count = $seen[$anchor] ?? 0;
            $seen[$anchor] = $count + 1;
            $anchors[] = $count === 0 ? $anchor : "$anchor-$count";
        }

        return $anchors;
    }

    /** @return list<array{string, string}> [file, target] of every relative link and image in a Markdown file. */
    public static function docsLinks(string $file): array
    {
        $prose = self::docsProse((string) file_get_contents(base_path($file)));
        preg_match_all('/!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/u', $prose, $inline);
        preg_match_all('/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/mu', $prose, $references);
        $targets = array_merge($inline[1], $references[1]);

        return array_values(array_map(fn (string $target) => [$file, $target], array_filter(
            $targets,
            fn (string $target) => ! preg_match('#^([a-z][a-z0-9+.-]*:|//)#i', $target),
        )));
    }

    /** Why a relative link of $file is broken, or null when it is not. */
    public static function docsBrokenLink(string $file, string $target): ?string
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
            if (! in_array(rawurldecode($anchor), self::docsAnchors(base_path($resolved)), true)) {
                return "$file → $target: no heading #$anchor in $resolved";
            }
        }

        return null;
    }

    public static function turboAnswer(int $code, string $status, mixed $result = null): array
    {
        return ['response_code' => $code, 'response_status' => $status, 'response_result' => $result];
    }
}
