<?php

namespace Tests\Unit\TypeScript;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\Spread;
use App\Support\TypeScript\TypeScript;
use App\Support\TypeScript\TypeScriptGenerator;
use App\Support\TypeScript\UnsupportedType;
use Illuminate\Contracts\Support\Arrayable;

/** The colour of a thing. */
#[TypeScript]
enum Colour: string
{
    case Red = 'red';
    case DarkGreen = 'dark_green';
}

#[TypeScript(name: 'Size')]
enum SizeNumber: int
{
    case Small = 1;
    case Large = 3;
}

#[TypeScript(name: 'Colour')]
enum Hue: string
{
    case Blue = 'blue';
}

enum Secret: string
{
    case A = 'a';
}

/**
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class Part implements \JsonSerializable, Arrayable
{
    use Shape;

    /**
     * @param  list<Colour>  $colours
     * @param  array<string, int>|null  $counts
     * @param  'delivery'|'pickup'  $type
     * @param  array<'street'|'house', string>  $address
     * @param  list<int|string>  $mixed
     */
    public function __construct(
        public int $id,
        /** Shown on the ticket. */
        public ?string $note,
        public Colour $colour,
        /** @var list<Colour> */
        public array $colours,
        /** @var array<string, int>|null */
        public ?array $counts,
        /** @var 'delivery'|'pickup' */
        public string $type,
        /** @var array<'street'|'house', string> */
        public array $address,
        /** @var list<int|string> */
        public array $mixed,
        public ?Part $parent,
        public int|float $amount,
        public SizeNumber $size,
    ) {}

    /** A part with every kind of field filled (and its parent, if given). */
    public static function sample(?Part $parent = null): Part
    {
        return new Part(7, null, Colour::Red, [Colour::DarkGreen, Colour::Red], null, 'pickup', ['street' => 'Khreshchatyk'], [1, 'a'], $parent, 2.5, SizeNumber::Large);
    }
}

/** A part and what only the order page shows. @implements Arrayable<string, mixed> */
#[TypeScript]
final readonly class BigPart implements \JsonSerializable, Arrayable
{
    use Shape;

    /** @param  array<string, mixed>  $extra */
    public function __construct(
        #[Spread]
        public Part $part,
        public bool $large,
        public Colour $colour,
        /** @var array<string, mixed> */
        public array $extra,
    ) {}
}

/** @implements Arrayable<string, mixed> */
#[TypeScript]
final readonly class TellsASecret implements Arrayable
{
    use Shape;

    public function __construct(public Secret $secret) {}
}

/** @implements Arrayable<string, mixed> */
#[TypeScript]
final readonly class BareArray implements Arrayable
{
    use Shape;

    /** @param  array<mixed>  $items */
    public function __construct(public array $items) {}
}

/** @implements Arrayable<string, mixed> */
#[TypeScript]
final readonly class AnythingGoes implements Arrayable
{
    use Shape;

    public function __construct(public mixed $value) {}
}

/** @implements Arrayable<string, mixed> */
#[TypeScript]
final readonly class BadDoc implements Arrayable
{
    use Shape;

    /** @param  array<int>  $items */
    public function __construct(
        /** @var array<int> */
        public array $items,
    ) {}
}

/** @implements Arrayable<string, mixed> */
#[TypeScript]
final readonly class Page implements Arrayable
{
    use Shape;

    public function __construct(
        /** @var \Closure(): list<Part> */
        public \Closure $parts,
        /** @var array{id: int, note?: string|null} */
        public array $inline,
    ) {}
}

/** @implements Arrayable<string, mixed> */
#[TypeScript]
final readonly class TooWide implements Arrayable
{
    use Shape;

    public function __construct(
        /** @var array{first_long_name: string, second_long_name: string, third_long_name: string, fourth_long_name: int|null} */
        public array $wide,
    ) {}
}

/** @implements Arrayable<string, mixed> */
#[TypeScript]
final readonly class UntypedClosure implements Arrayable
{
    use Shape;

    public function __construct(public \Closure $later) {}
}

#[TypeScript]
final class NotAShape
{
    public int $id = 1;
}

test('an enum becomes a const list of its values and their union, under its TypeScript name', function () {
    expect((new TypeScriptGenerator([Colour::class, SizeNumber::class]))->render())->toContain(<<<'TS'
/** Tests\Unit\TypeScript\Colour: The colour of a thing. */
export const ColourValues = ['red', 'dark_green'] as const;
export type Colour = (typeof ColourValues)[number];

/** Tests\Unit\TypeScript\SizeNumber */
export const SizeValues = [1, 3] as const;
export type Size = (typeof SizeValues)[number];

TS);
});

test('a shape becomes an interface: nullables, lists, records, literals, enums, unions and nested shapes', function () {
    expect((new TypeScriptGenerator([Part::class, Colour::class, SizeNumber::class]))->render())->toContain(<<<'TS'
/** Tests\Unit\TypeScript\Part */
export interface Part {
    id: number;
    /** Shown on the ticket. */
    note: string | null;
    colour: Colour;
    colours: Colour[];
    counts: Record<string, number> | null;
    type: 'delivery' | 'pickup';
    address: Partial<Record<'street' | 'house', string>>;
    mixed: (number | string)[];
    parent: Part | null;
    amount: number;
    size: Size;
}

TS);
});

test('a spread property makes the interface extend its shape', function () {
    expect((new TypeScriptGenerator([BigPart::class, Part::class, Colour::class, SizeNumber::class]))->render())->toContain(<<<'TS'
/** Tests\Unit\TypeScript\BigPart: A part and what only the order page shows. */
export interface BigPart extends Part {
    large: boolean;
    colour: Colour;
    extra: Record<string, unknown>;
}
TS);
});

test('a lazy prop is typed by what its closure gives, and stays a closure for Inertia to call; an array shape is an inline type', function () {
    expect((new TypeScriptGenerator([Page::class, Part::class, Colour::class, SizeNumber::class]))->render())->toContain(<<<'TS'
export interface Page {
    parts: Part[];
    inline: { id: number; note?: string | null };
}
TS);
    $page = (new Page(fn () => [Part::sample()], ['id' => 1]))->toArray();

    expect($page['parts'])->toBeInstanceOf(\Closure::class)
        ->and($page['parts']()[0]->id)->toBe(7);
});

test('a shape is the JSON it declares: enum values, nested shapes, a spread merged in its place', function () {
    $big = new BigPart(Part::sample(Part::sample()), true, Colour::DarkGreen, ['a' => Colour::Red]);

    expect(Part::sample()->toArray())->toBe([
        'id' => 7, 'note' => null, 'colour' => 'red', 'colours' => ['dark_green', 'red'], 'counts' => null, 'type' => 'pickup',
        'address' => ['street' => 'Khreshchatyk'], 'mixed' => [1, 'a'], 'parent' => null, 'amount' => 2.5, 'size' => 3,
    ])
        ->and(array_keys($big->toArray()))->toBe(['id', 'note', 'colour', 'colours', 'counts', 'type', 'address', 'mixed', 'parent', 'amount', 'size', 'large', 'extra'])
        ->and($big->toArray()['colour'])->toBe('dark_green')
        ->and($big->toArray()['parent']['id'])->toBe(7)
        ->and($big->toArray()['extra'])->toBe(['a' => 'red'])
        ->and(json_decode((string) json_encode($big), true))->toBe($big->toArray());
});

test('what TypeScript cannot say exactly is a clear error, never any', function (array $classes, string $message) {
    expect(fn () => (new TypeScriptGenerator($classes))->render())->toThrow(UnsupportedType::class, $message);
})->with([
    'an enum not exported' => [[TellsASecret::class], 'TellsASecret::$secret: the enum Tests\Unit\TypeScript\Secret is not exported: mark it #[TypeScript]'],
    'a shape not exported' => [[Part::class, Colour::class], 'Part::$size: the enum Tests\Unit\TypeScript\SizeNumber is not exported'],
    'an array without a docblock' => [[BareArray::class], 'BareArray::$items: say what the array holds: @var list<T>, array<K, V> or array{key: T}'],
    'mixed' => [[AnythingGoes::class], 'AnythingGoes::$value: no TypeScript for mixed'],
    'an array without keys' => [[BadDoc::class], 'BadDoc::$items: say the keys of an array: list<T> or array<K, V>'],
    'a class that is no shape' => [[NotAShape::class], 'NotAShape: a #[TypeScript] class is a backed enum or a Shape'],
    'a closure that does not say what it gives' => [[UntypedClosure::class], 'UntypedClosure::$later: say what the lazy prop gives: @var Closure(): T'],
    'a type longer than a line' => [[TooWide::class], 'TooWide::$wide: its type is longer than a line: make its array shape a #[TypeScript] Shape'],
    'an unmarked class' => [[Secret::class], 'Secret: is not marked #[TypeScript]'],
]);

test('two exports may not share a TypeScript name', function () {
    expect(fn () => new TypeScriptGenerator([Colour::class, Hue::class]))
        ->toThrow(UnsupportedType::class, "Hue: its TypeScript name Colour is Tests\\Unit\\TypeScript\\Colour's too");
});

test('resources/js/types/generated.ts is what the PHP declares (run `php artisan shop:typescript` after changing an export)', function () {
    $expected = TypeScriptGenerator::discover(app_path())->render();

    expect(file_get_contents(base_path(TypeScriptGenerator::FILE)))->toBe($expected, 'resources/js/types/generated.ts is out of date: run `php artisan shop:typescript`.');
    $this->artisan('shop:typescript', ['--check' => true])->assertSuccessful();
});
