#!/usr/bin/env node
// Generates the flat vector artwork used by the storefront:
//   public/images/products/<slug>.svg     600x600, one dish per product
//   public/images/categories/<slug>.svg   400x400
//   public/images/promotions/<slug>.svg   1200x600
//   public/images/placeholder.svg         600x600
// Dependency-free (Node 20). Reads the catalogue through the PHP CLI:
//   cd /work/main && node scripts/make-artwork.mjs
// Every drawing is varied deterministically by a hash of the slug, so the
// output is stable between runs and products are easy to tell apart.

import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'public', 'images');

const catalog = JSON.parse(
    execFileSync('php', ['-r', 'echo json_encode(require "database/seeders/data/catalog.php");'], {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 32 << 20,
    }),
);

/* ----------------------------------------------------------------- utils */

const n = (v) => {
    const r = Math.round(v * 10) / 10;
    return String(Object.is(r, -0) ? 0 : r).replace(/^(-?)0\./, '$1.');
};
// Tagged template that rounds every interpolated number to one decimal.
const S = (strs, ...vals) =>
    strs.reduce((a, s, i) => a + s + (i < vals.length ? (typeof vals[i] === 'number' ? n(vals[i]) : vals[i]) : ''), '');
const DEFAULT_ZERO = new Set(['x', 'y', 'cx', 'cy']);
const attrs = (o) =>
    Object.entries(o)
        .filter(([k, v]) => v !== undefined && v !== null && v !== false && !(v === 0 && DEFAULT_ZERO.has(k)))
        .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
        .join('');
const el = (tag, o, inner) => `<${tag}${attrs(o)}${inner === undefined ? '/>' : `>${inner}</${tag}>`}`;
const C = (cx, cy, r, fill, o = {}) => el('circle', { cx, cy, r, fill, ...o });
const E = (cx, cy, rx, ry, fill, o = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...o });
const R = (x, y, width, height, fill, o = {}) => el('rect', { x, y, width, height, fill, ...o });
const Pa = (d, fill, o = {}) => el('path', { d, fill, ...o });
const G = (o, inner) => el('g', o, inner);
// Placement transforms: whole pixels and degrees are plenty at this size.
const tr = (x, y, s = 1, r = 0) =>
    `translate(${Math.round(x)} ${Math.round(y)})${s !== 1 ? `scale(${n(Math.round(s * 100) / 100)})` : ''}${Math.round(r) % 360 ? `rotate(${Math.round(r)})` : ''}`;
const rad = (d) => (d * Math.PI) / 180;

function hash(str) {
    let h = 2166136261;
    for (const ch of str) {
        h ^= ch.codePointAt(0);
        h = Math.imul(h, 16777619);
    }
    return h >>> 0;
}
function rng(seed) {
    let a = seed >>> 0;
    const next = () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    next.range = (lo, hi) => lo + next() * (hi - lo);
    next.int = (lo, hi) => Math.floor(next.range(lo, hi + 1));
    next.pick = (arr) => arr[Math.floor(next() * arr.length)];
    next.chance = (p) => next() < p;
    return next;
}
const hsl = (h, s, l) => `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;

// An annular sector (ring slice) between two angles, in degrees, y pointing down.
function sector(r1, r2, a1, a2, cx = 0, cy = 0) {
    const p = (r, a) => [cx + r * Math.cos(rad(a)), cy + r * Math.sin(rad(a))];
    const [x1, y1] = p(r2, a1),
        [x2, y2] = p(r2, a2),
        [x3, y3] = p(r1, a2),
        [x4, y4] = p(r1, a1);
    const large = a2 - a1 > 180 ? 1 : 0;
    return S`M${x1},${y1}A${r2},${r2} 0 ${large} 1 ${x2},${y2}L${x3},${y3}A${r1},${r1} 0 ${large} 0 ${x4},${y4}Z`;
}
// A leaf / petal shape pointing along +x from the origin.
const leaf = (len, w) =>
    S`M0,0C${len * 0.3},${-w} ${len * 0.75},${-w} ${len},0C${len * 0.75},${w} ${len * 0.3},${w} 0,0Z`;
// A random wavy stroke from (x1,y1) to (x2,y2).
function wave(r, x1, y1, x2, y2, amp) {
    const mx = (x1 + x2) / 2,
        my = (y1 + y2) / 2;
    return S`M${x1},${y1}Q${(x1 + mx) / 2 + r.range(-amp, amp)},${(y1 + my) / 2 + r.range(-amp, amp)} ${mx},${my}T${x2},${y2}`;
}

// Many same-coloured dots or seeds as a single path: zero-length (or very
// short) segments with round caps render as dots and cost a few bytes each.
const dots = (pts, color, size, o = {}) =>
    pts.length
        ? Pa(pts.map(([x, y]) => S`M${x} ${y}h0`).join(''), 'none', {
              stroke: color,
              'stroke-width': size,
              'stroke-linecap': 'round',
              ...o,
          })
        : '';
const seeds = (pts, color, o = {}) =>
    pts.length
        ? Pa(pts.map(([x, y, a]) => S`M${x} ${y}l${2.4 * Math.cos(a)} ${2.4 * Math.sin(a)}`).join(''), 'none', {
              stroke: color,
              'stroke-width': 2.6,
              'stroke-linecap': 'round',
              ...o,
          })
        : '';
// Random points inside a disc, or inside a box.
const inDisc = (r, cx, cy, rad0, k) =>
    Array.from({ length: k }, () => {
        const a = r.range(0, 6.283),
            d = Math.sqrt(r()) * rad0;
        return [cx + Math.cos(a) * d, cy + Math.sin(a) * d, r.range(0, 3.14)];
    });
const inBox = (r, x1, y1, x2, y2, k) =>
    Array.from({ length: k }, () => [r.range(x1, x2), r.range(y1, y2), r.range(0, 3.14)]);
// Black and white sesame sprinkled over a set of points.
const sesame = (pts) =>
    seeds(
        pts.filter((_, i) => i % 3),
        '#F2E3B8',
    ) +
    seeds(
        pts.filter((_, i) => !(i % 3)),
        '#2A2622',
    );

/* ------------------------------------------------------------ ingredients */

const ING = {
    salmon: ['#F47A45', '#D85C2B', '#FFD3B8'],
    tuna: ['#C8283F', '#9E1B31', '#E8677A'],
    eel: ['#86482A', '#5B2C15', '#B9784C'],
    shrimp: ['#F8A27E', '#E4623A', '#FFF0E8'],
    crab: ['#FBEDE6', '#E54B35', '#FFFFFF'],
    scallop: ['#FBEAD5', '#E5C195', '#FFF8EE'],
    seabass: ['#F7EAE6', '#A9B3BA', '#FFFFFF'],
    cheese: ['#FFF6DF', '#EBDDB8', '#FFFFFF'],
    cucumber: ['#B7E08A', '#2E7A33', '#E3F5CC'],
    avocado: ['#C9DF7C', '#5F8E2A', '#E9F2B5'],
    tofu: ['#F7E7BC', '#DCC083', '#FFF6DC'],
    chuka: ['#5DBB3F', '#2F8A2A', '#8FDB6B'],
    pepper: ['#E9462F', '#B22F1C', '#F77B63'],
    chicken: ['#E5AE62', '#B97B32', '#F6D29A'],
    beef: ['#7A3B26', '#52241A', '#A35A3D'],
    pork: ['#C98662', '#8E5236', '#E6B293'],
    duck: ['#9A4E30', '#5E2A18', '#C98662'],
    squid: ['#FBF3EA', '#E7D0BD', '#FFFFFF'],
    mussel: ['#2D2B3A', '#14131C', '#F0A35E'],
    mango: ['#FFC23A', '#E79A12', '#FFE08A'],
    radish: ['#F7F2F2', '#D9446A', '#FFFFFF'],
    edamame: ['#7BBF4A', '#4E8E2B', '#A8DB7A'],
    egg: ['#FFFFFF', '#F4A623', '#FFD77A'],
    mushroom: ['#D8B48A', '#8C6239', '#F1DEC2'],
    broccoli: ['#4FA33B', '#2D7326', '#79C55B'],
    carrot: ['#F58A2E', '#D56A16', '#FFB46B'],
    onion: ['#7CC45A', '#3F8F2C', '#BDE79E'],
    lime: ['#9ACD32', '#5E9A18', '#E6F5B5'],
    tomato: ['#E8382E', '#B3221A', '#FF8A7A'],
    lettuce: ['#8CCB5E', '#4E9A33', '#C4EA9E'],
    cashew: ['#F1D6A6', '#C9A46A', '#FFF0D4'],
    orange: ['#FF9A2E', '#E0700E', '#FFD08A'],
    chili: ['#E2231A', '#A5150F', '#FF6A5A'],
    beans: ['#5FAE3C', '#3B7F24', '#92D06A'],
    zucchini: ['#A5CF6A', '#3D7A2A', '#E2F0C6'],
    pakchoi: ['#9ED67A', '#4E9A33', '#F2F8E6'],
};
const KEYWORDS = [
    ['salmon', 'salmon'],
    ['tuna', 'tuna'],
    ['eel', 'eel'],
    ['prawn', 'shrimp'],
    ['shrimp', 'shrimp'],
    ['crab', 'crab'],
    ['scallop', 'scallop'],
    ['sea bass', 'seabass'],
    ['cream cheese', 'cheese'],
    ['cucumber', 'cucumber'],
    ['avocado', 'avocado'],
    ['tofu', 'tofu'],
    ['chuka', 'chuka'],
    ['pepper', 'pepper'],
    ['chicken', 'chicken'],
    ['beef', 'beef'],
    ['pork', 'pork'],
    ['duck', 'duck'],
    ['squid', 'squid'],
    ['mussel', 'mussel'],
    ['mango', 'mango'],
    ['radish', 'radish'],
    ['edamame', 'edamame'],
    ['egg', 'egg'],
    ['mushroom', 'mushroom'],
    ['shiitake', 'mushroom'],
    ['broccoli', 'broccoli'],
    ['carrot', 'carrot'],
    ['spring onion', 'onion'],
    ['lime', 'lime'],
    ['tomato', 'tomato'],
    ['lettuce', 'lettuce'],
    ['leaves', 'lettuce'],
    ['cashew', 'cashew'],
    ['orange', 'orange'],
    ['chilli', 'chili'],
    ['green beans', 'beans'],
    ['courgette', 'zucchini'],
    ['pak choi', 'pakchoi'],
    ['wakame', 'wakame'],
    ['noodles', 'noodles'],
    ['chashu', 'pork'],
    ['coriander', 'coriander'],
];
const textOf = (p) => `${p.composition.en} ${p.name.en} ${p.slug}`.toLowerCase();
const detect = (p) => {
    const t = textOf(p);
    return [...new Set(KEYWORDS.filter(([k]) => t.includes(k)).map(([, v]) => v))];
};

/* ------------------------------------------------------- shared defs bits */

const NORI = '#1F2B26';
// Repeating textures keep the files small: rice grains, tobiko roe, sesame.
const PATTERNS = {
    rc: '<pattern id="rc" width="13" height="11" patternUnits="userSpaceOnUse" patternTransform="rotate(28)"><rect width="13" height="11" fill="#FFFDF6"/><ellipse cx="4" cy="3" rx="3.4" ry="1.6" fill="#EEE6D3"/><ellipse cx="10.5" cy="8.5" rx="3.4" ry="1.6" fill="#F1EADB"/></pattern>',
    tb: '<pattern id="tb" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#FF7F1F"/><circle cx="3" cy="3" r="1.9" fill="#FFA54A"/><circle cx="2.4" cy="2.4" r=".6" fill="#FFE0B0"/></pattern>',
    ss: '<pattern id="ss" width="14" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(20)"><rect width="14" height="12" fill="#FFFDF6"/><ellipse cx="3" cy="3" rx="2.2" ry="1.2" fill="#E9D29B"/><ellipse cx="10" cy="9" rx="2.2" ry="1.2" fill="#2A2622"/></pattern>',
    fo: '<pattern id="fo" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(15)"><rect width="10" height="10" fill="#FFFDF6"/><path d="M1 2q3-2 6 0M3 7q2 2 5 0" stroke="#D99A3E" stroke-width="1.8" fill="none"/></pattern>',
    pk: '<pattern id="pk" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="#E9A640"/><circle cx="2" cy="2" r="1.7" fill="#F7CB74"/><circle cx="6" cy="6" r="1.4" fill="#C77E22"/></pattern>',
};
const usePatterns = (ids) => ids.map((i) => PATTERNS[i]).join('');

/* ----------------------------------------------------------- backgrounds */

function background(r, w, h, hue, id = 'bg') {
    const h1 = hue + r.range(-6, 6);
    const light = hsl(h1, 85, r.range(92, 95));
    const dark = hsl(h1 - 4, 70, r.range(80, 85));
    const defs = `<radialGradient id="${id}" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`;
    let body = R(0, 0, w, h, `url(#${id})`);
    // a soft "sunrise" disc and a couple of confetti dots
    const s = Math.min(w, h);
    body += C(w * r.range(0.25, 0.75), h * r.range(0.2, 0.4), s * r.range(0.36, 0.46), hsl(h1 + 8, 90, 97), {
        opacity: 0.55,
    });
    for (let i = 0; i < 3; i++)
        body += C(
            r.range(0.05, 0.95) * w,
            r.pick([r.range(0.04, 0.12), r.range(0.88, 0.96)]) * h,
            s * r.range(0.012, 0.022),
            hsl(h1 + r.range(-20, 10), 70, 72),
            { opacity: 0.6 },
        );
    return { defs, body };
}

/* -------------------------------------------------------------- plates */

function plate(r, kind, cx, cy, w, h) {
    const shadow = E(cx + 6, cy + h / 2 - (kind.startsWith('round') ? h * 0.1 : 0) + 14, w * 0.46, 18, '#5A3318', {
        opacity: 0.16,
    });
    if (kind === 'round-white')
        return (
            shadow + C(cx, cy, w / 2, '#FFFFFF') + C(cx, cy, w / 2 - 16, '#F6F1EA') + C(cx, cy, w / 2 - 22, '#FFFFFF')
        );
    if (kind === 'round-slate') return shadow + C(cx, cy, w / 2, '#3A3532') + C(cx, cy, w / 2 - 14, '#2C2826');
    if (kind === 'rect-slate')
        return (
            shadow +
            R(cx - w / 2, cy - h / 2, w, h, '#34302D', { rx: 22 }) +
            R(cx - w / 2 + 10, cy - h / 2 + 10, w - 20, h - 20, '#2A2624', { rx: 16 })
        );
    if (kind === 'rect-white')
        return (
            shadow +
            R(cx - w / 2, cy - h / 2, w, h, '#FFFFFF', { rx: 28 }) +
            R(cx - w / 2 + 14, cy - h / 2 + 14, w - 28, h - 28, '#F7F2EC', { rx: 20 })
        );
    // wooden board with grain
    let g =
        shadow +
        R(cx - w / 2, cy - h / 2, w, h, '#D89B5C', { rx: 18 }) +
        R(cx - w / 2 + 8, cy - h / 2 + 8, w - 16, h - 16, '#E3AD6F', { rx: 12 });
    let d = '';
    for (let i = 0; i < 6; i++) {
        const y = cy - h / 2 + 30 + (i * (h - 60)) / 5 + r.range(-6, 6);
        d += S`M${cx - w / 2 + 24},${y}q${w * 0.25},${r.range(-8, 8)} ${w * 0.5},0t${w * 0.42},0`;
    }
    return g + Pa(d, 'none', { stroke: '#CC8E50', 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.7 });
}

function ginger(x, y, s = 1) {
    let g = '';
    for (let i = 0; i < 7; i++)
        g += Pa(leaf(46, 15), i % 2 ? '#F6B3B0' : '#F9C8C2', {
            transform: `rotate(${i * 51 + 10})`,
            stroke: '#EE9A98',
            'stroke-width': 1,
        });
    return G({ transform: tr(x, y, s) }, g + C(0, 0, 8, '#F6B3B0'));
}
function wasabi(x, y, s = 1) {
    return G(
        { transform: tr(x, y, s) },
        Pa('M-30,10C-34,-8-18,-24-2,-22C8,-34 30,-22 28,-6C38,6 26,18 10,16C-2,24-24,22-30,10Z', '#9CC44A') +
            Pa('M-14,-6q8-8 16-2M6,-14q8,2 10,10', 'none', {
                stroke: '#7DA636',
                'stroke-width': 3,
                'stroke-linecap': 'round',
            }),
    );
}
function bambooLeaf(x, y, len, ang) {
    return G(
        { transform: tr(x, y, 1, ang) },
        Pa(leaf(len, len * 0.16), '#6FAE45') +
            Pa(S`M4,0L${len - 6},0`, 'none', { stroke: '#4E8E2B', 'stroke-width': 2.5 }),
    );
}
function chopsticks(x, y, len, ang, color = '#B0733B') {
    return G(
        { transform: tr(x, y, 1, ang) },
        R(0, -12, len, 8, color, { rx: 4 }) +
            R(0, 4, len * 0.97, 8, color, { rx: 4 }) +
            R(0, -12, 40, 8, '#3A2A20', { rx: 4 }) +
            R(0, 4, 40, 8, '#3A2A20', { rx: 4 }),
    );
}
function steam(cx, y, spread) {
    let d = '';
    for (let i = -1; i <= 1; i++) {
        const x = cx + i * spread;
        d += S`M${x},${y}c-18,-22 18,-34 0,-58c-14,-18 10,-30 4,-46`;
    }
    return Pa(d, 'none', { stroke: '#FFFFFF', 'stroke-width': 8, 'stroke-linecap': 'round', opacity: 0.55 });
}

/* ----------------------------------------------------------- roll pieces */

function rollSpec(p) {
    const t = textOf(p),
        s = p.slug;
    const found = detect(p);
    const type =
        p.category === 'maki'
            ? 'maki'
            : s.startsWith('tempura')
              ? 'tempura'
              : p.category === 'baked-rolls' && !s.startsWith('seared')
                ? 'baked'
                : 'ura';
    let coat = 'rice',
        top = null;
    if (/dragon|philadelphia|canada|rainbow|tiger|seared/.test(s))
        top = s.includes('green')
            ? ['avocado']
            : s.includes('canada')
              ? ['salmon', 'eel']
              : s.includes('rainbow')
                ? ['salmon', 'avocado', 'tuna', 'eel']
                : s.includes('eel')
                  ? ['eel']
                  : ['salmon'];
    if (t.includes('tobiko') && type === 'ura') coat = 'tb';
    else if (t.includes('fried onion')) coat = 'fo';
    else if (t.includes('sesame') && type !== 'maki') coat = 'ss';
    const order = [
        'salmon',
        'tuna',
        'eel',
        'shrimp',
        'crab',
        'scallop',
        'chicken',
        'tofu',
        'chuka',
        'cheese',
        'cucumber',
        'avocado',
        'pepper',
        'onion',
    ];
    let fill = order.filter((k) => found.includes(k));
    if (top && type === 'ura') {
        const inside = fill.filter((k) => !top.includes(k));
        if (inside.length >= 2) fill = inside;
    }
    fill = fill.filter((k) => k !== 'onion' || fill.length < 2).slice(0, type === 'maki' ? 2 : 3);
    if (!fill.length) fill = ['cucumber'];
    const sauce = t.includes('unagi') ? '#5A2A12' : t.includes('spicy') ? '#F27B35' : null;
    return {
        type,
        coat,
        top,
        fill,
        sauce,
        sesame: t.includes('sesame'),
        seared: s.startsWith('seared'),
        tempuraShrimp: s.includes('tiger') || s.includes('red-dragon'),
    };
}

// Cross-section of one filling chunk inside a circle of radius ~rr.
function fillings(fill, rr, r) {
    const [a, b, c] = fill;
    const col = (k, i = 0) => ING[k]?.[i] ?? '#ccc';
    let g = C(0, 0, rr, col(a));
    if (a === 'salmon' || a === 'tuna')
        g += Pa(
            S`M${-rr * 0.7},${-rr * 0.3}q${rr * 0.7},${-rr * 0.3} ${rr * 1.4},0M${-rr * 0.8},${rr * 0.25}q${rr * 0.8},${-rr * 0.3} ${rr * 1.6},0`,
            'none',
            {
                stroke: col(a, 2),
                'stroke-width': 2,
                opacity: 0.8,
            },
        );
    if (b) {
        const bx = r.range(-0.4, -0.2) * rr,
            by = r.range(0.15, 0.35) * rr;
        g += E(bx, by, rr * 0.55, rr * 0.48, col(b), {
            stroke: b === 'cucumber' || b === 'avocado' ? col(b, 1) : undefined,
            'stroke-width': b === 'cucumber' ? 3 : b === 'avocado' ? 2 : undefined,
        });
    }
    if (c)
        g += E(rr * 0.4, -rr * 0.1, rr * 0.36, rr * 0.4, col(c), {
            stroke: c === 'cucumber' || c === 'avocado' ? col(c, 1) : undefined,
            'stroke-width': c === 'cucumber' ? 3 : 2,
        });
    return g;
}

function toppingArc(top, seared) {
    let g = '';
    const span = 170,
        start = 190;
    const step = span / top.length;
    top.forEach((k, i) => {
        const a1 = start + i * step,
            a2 = a1 + step + (i < top.length - 1 ? 1 : 0);
        g += Pa(sector(33, 52, a1, a2), ING[k][0], { stroke: ING[k][1], 'stroke-width': 1.5 });
        if (k === 'salmon' || k === 'tuna')
            g += Pa(
                [1, 2, 3]
                    .map((j) => {
                        const a = a1 + (step * j) / 4;
                        return S`M${36 * Math.cos(rad(a))},${36 * Math.sin(rad(a))}L${50 * Math.cos(rad(a + 6))},${50 * Math.sin(rad(a + 6))}`;
                    })
                    .join(''),
                'none',
                { stroke: ING[k][2], 'stroke-width': 2.2 },
            );
        if (k === 'eel') g += Pa(sector(44, 49, a1 + 4, a2 - 4), ING.eel[2], { opacity: 0.7 });
    });
    if (seared) g += Pa(sector(40, 52, start + 10, start + span - 10), '#7A3A1A', { opacity: 0.35 });
    return g;
}

// One roll piece drawn at the origin with radius 50; returns a <g id>.
function rollPieceDef(id, spec, seed, scale = 1) {
    const gid = `<g id="${id}"${scale !== 1 ? ` transform="scale(${n(scale)})"` : ''}>`;
    const r = rng(seed);
    let g = C(4, 7, 51, '#3B1E0E', { opacity: 0.2 });
    const drizzle = () =>
        spec.sauce
            ? Pa(S`M-46,${r.range(-8, 4)}l18,-14 16,20 16,-22 16,20 14,-12`, 'none', {
                  stroke: spec.sauce,
                  'stroke-width': 5,
                  'stroke-linecap': 'round',
                  'stroke-linejoin': 'round',
              })
            : '';
    const sprinkle = (k) => sesame(inBox(r, -32, -32, 32, 26, k));
    if (spec.type === 'maki') {
        g += C(0, 0, 50, NORI) + C(0, 0, 44, 'url(#rc)');
        const [a, b] = spec.fill;
        if (b)
            g +=
                R(-19, -17, 22, 30, ING[a][0], { rx: 5, stroke: ING[a][1], 'stroke-width': 1.5 }) +
                R(3, -12, 16, 26, ING[b][0], { rx: 4, stroke: ING[b][1], 'stroke-width': 2.5 });
        else if (a === 'cucumber')
            g +=
                R(-18, -16, 16, 16, ING[a][0], { rx: 3, stroke: ING[a][1], 'stroke-width': 3 }) +
                R(2, -4, 16, 16, ING[a][0], { rx: 3, stroke: ING[a][1], 'stroke-width': 3 });
        else if (a === 'avocado')
            g += Pa('M-18,10C-22,-14 4,-24 18,-10C6,-12-8,-2-8,14Z', ING.avocado[0], {
                stroke: ING.avocado[1],
                'stroke-width': 3,
            });
        else
            g +=
                R(-16, -16, 32, 32, ING[a][0], { rx: 6 }) +
                (a === 'salmon' || a === 'tuna'
                    ? Pa('M-12,-5q12,-6 24,0M-12,6q12,-6 24,0', 'none', { stroke: ING[a][2], 'stroke-width': 2 })
                    : '');
        if (spec.sauce && !spec.globalSauce) g += drizzle();
        return `${gid}${g}</g>`;
    }
    if (spec.type === 'tempura') {
        g +=
            C(0, 0, 51, 'url(#pk)', { stroke: '#D68A2A', 'stroke-width': 2 }) +
            C(0, 0, 39, 'url(#rc)') +
            C(0, 0, 29, NORI) +
            G({}, fillings(spec.fill, 25, r));
        return `${gid}${g}${spec.globalSauce ? '' : drizzle()}</g>`;
    }
    g += C(0, 0, 50, `url(#${spec.coat === 'rice' ? 'rc' : spec.coat})`, { stroke: '#E6DCC6', 'stroke-width': 1.5 });
    // (a baked roll's filling is hidden under its cheese cap, so it is not drawn)
    if (spec.type !== 'baked') g += C(0, 0, 32, NORI) + fillings(spec.fill, 28, r);
    if (spec.type === 'baked') {
        g += `<ellipse cx="0" cy="-4" rx="50" ry="45" fill="url(#bk)"/>`;
        g += dots(inBox(r, -28, -30, 28, 14, 4), '#C46A24', r.range(9, 13), { opacity: 0.4 });
        if (spec.fill.includes('shrimp') || spec.fill.includes('crab') || spec.fill.includes('scallop'))
            g += dots(inBox(r, -26, -28, 26, 16, 10), '#FF7F1F', 5);
        else g += dots(inBox(r, -26, -28, 26, 16, 7), '#3F8F2C', 5);
        if (!spec.globalSauce) g += drizzle();
        if (spec.sesame) g += sprinkle(6);
        return `${gid}${g}</g>`;
    }
    if (spec.top) g += toppingArc(spec.top, spec.seared);
    if (spec.sauce && !spec.globalSauce) g += drizzle();
    if (spec.sesame && spec.coat !== 'ss') g += sprinkle(5);
    return `${gid}${g}</g>`;
}
const rollDefsNeeded = (specs) => {
    const ids = new Set(['rc']);
    for (const s of specs) {
        if (['tb', 'ss', 'fo'].includes(s.coat)) ids.add(s.coat);
        if (s.type === 'tempura') ids.add('pk');
    }
    return (
        usePatterns([...ids]) +
        (specs.some((s) => s.type === 'baked')
            ? '<radialGradient id="bk" cx=".45" cy=".35" r=".7"><stop offset="0" stop-color="#FBD78B"/><stop offset=".7" stop-color="#F2B256"/><stop offset="1" stop-color="#DE8A33"/></radialGradient>'
            : '')
    );
};
// Two rotated aliases of a piece, so pieces can be placed with a bare <use x y>
// yet still look hand-arranged.
const turned = (id) =>
    `<use id="${id}1" href="#${id}" transform="rotate(125)"/><use id="${id}2" href="#${id}" transform="rotate(245)"/>`;
const place = (id, x, y, r) =>
    `<use href="#${id}${r.pick(['', '1', '2'])}"${attrs({ x: Math.round(x), y: Math.round(y) })}/>`;

/* ------------------------------------------------------------ dish drawers */

function drawRolls(p, r) {
    const spec = { ...rollSpec(p), globalSauce: true };
    const maki = spec.type === 'maki';
    const layout = r.pick(maki ? ['rows', 'ring', 'line'] : ['rows', 'ring', 'hex']);
    let body = '',
        pieces = [];
    if (layout === 'rows') {
        const per = maki ? 3 : 4,
            sp = maki ? 128 : 122;
        body += plate(r, r.pick(['rect-slate', 'rect-white', 'board']), 300, 320, per * sp + 60, 2 * sp + 50);
        if (r.chance(0.5)) body += chopsticks(120, 130, 360, -6, r.pick(['#B0733B', '#2B2B2B']));
        for (let i = 0; i < per * 2; i++)
            pieces.push([
                300 + ((i % per) - (per - 1) / 2) * sp + (i >= per ? r.range(-4, 4) : 0),
                320 + (i < per ? -0.5 : 0.5) * sp,
                maki ? 1.2 : 1.14,
            ]);
    } else if (layout === 'ring') {
        const k = maki ? 6 : 7;
        body += plate(r, r.pick(['round-white', 'round-slate']), 300, 315, 490, 490);
        if (!maki && r.chance(0.6)) body += bambooLeaf(160, 470, 330, -38);
        for (let i = 0; i < k; i++) {
            const a = rad(-90 + (i * 360) / k);
            pieces.push([300 + 150 * Math.cos(a), 315 + 150 * Math.sin(a), 1.06]);
        }
        if (!maki) pieces.push([300, 315, 1.06]);
        else body += ginger(300, 315, 0.9);
    } else if (layout === 'hex') {
        body += plate(r, r.pick(['round-white', 'round-slate']), 300, 315, 500, 500);
        const rows = [
            [-1, 0, 1],
            [-0.5, 0.5],
            [-1, 0, 1],
        ];
        rows.forEach((row, j) => row.forEach((x) => pieces.push([300 + x * 120, 315 + (j - 1) * 104, 1.1])));
    } else {
        body +=
            plate(r, r.pick(['rect-white', 'board']), 300, 330, 560, 250) +
            chopsticks(150, 175, 330, -8, r.pick(['#B0733B', '#2B2B2B']));
        for (let i = 0; i < 6; i++) pieces.push([300 + (i - 2.5) * 86, 330 + (i % 2 ? 12 : -12), 0.98]);
    }
    const defs = rollDefsNeeded([spec]) + rollPieceDef('pc', spec, hash(p.slug), pieces[0][2]) + turned('pc');
    for (const [x, y] of pieces) body += place('pc', x, y, r);
    if (spec.sauce) {
        // one zigzag drizzle across the whole plate, like the kitchen does it
        const xs = pieces.map((q) => q[0]),
            ys = pieces.map((q) => q[1]);
        const x0 = Math.min(...xs) - 30,
            x1 = Math.max(...xs) + 30,
            y0 = Math.min(...ys) - 20,
            y1 = Math.max(...ys) + 20;
        const k = r.int(11, 15);
        let d = S`M${x0},${y0 + r.range(0, 20)}`;
        for (let i = 1; i <= k; i++)
            d += S`L${x0 + ((x1 - x0) * i) / k + r.range(-6, 6)},${i % 2 ? y1 - r.range(0, 24) : y0 + r.range(0, 24)}`;
        body += Pa(d, 'none', {
            stroke: spec.sauce,
            'stroke-width': 4,
            'stroke-linecap': 'round',
            'stroke-linejoin': 'round',
            opacity: 0.9,
        });
    }
    return { defs, body };
}

function drawSet(p, r, o = {}) {
    const byName = new Map(catalog.products.map((q) => [q.name.en.toLowerCase(), q]));
    const items = p.composition.en
        .split(',')
        .map((s) => byName.get(s.trim().toLowerCase()))
        .filter(Boolean)
        .slice(0, o.lite ? 3 : 4);
    const specs = items.map(rollSpec);
    const rows = specs.length;
    const sp = rows === 4 ? 82 : 96,
        s = rows === 4 ? 0.78 : 0.9;
    let defs =
        rollDefsNeeded(specs) +
        specs.map((q, i) => rollPieceDef(`p${i}`, q, hash(p.slug + i), s) + turned(`p${i}`)).join('');
    const per = (rows === 4 ? 6 : 5) - (o.lite ? 2 : 0);
    const w = per * sp + 50,
        h = rows * sp + 60;
    let body = plate(r, r.pick(['board', 'board', 'rect-slate']), 300, 315, w, h);
    if (r.chance(0.5)) body += bambooLeaf(80, 560, 260, -60);
    specs.forEach((_, j) => {
        for (let i = 0; i < per; i++)
            body += place(
                `p${j}`,
                300 + (i - (per - 1) / 2) * sp + (j % 2 ? 8 : -8),
                315 + (j - (rows - 1) / 2) * sp,
                r,
            );
    });
    return { defs, body };
}

function fishSlice(k, r, id) {
    const [c0, c1, c2] = ING[k];
    const shape = 'M-112,0C-110,-40 96,-50 113,-14C118,4 100,14 78,11C40,5-40,8-92,18C-110,20-114,12-112,0Z';
    let g = Pa(shape, c0, { stroke: c1, 'stroke-width': 2 });
    let inner = '';
    if (k === 'salmon')
        for (let i = -3; i <= 3; i++)
            inner += Pa(S`M${i * 30 - 6},-44q16,24 4,66`, 'none', { stroke: c2, 'stroke-width': 5, opacity: 0.85 });
    if (k === 'tuna')
        inner += Pa('M-80,-16C-30,-34 40,-38 96,-22', 'none', {
            stroke: c2,
            'stroke-width': 8,
            opacity: 0.45,
            'stroke-linecap': 'round',
        });
    if (k === 'shrimp')
        for (let i = -3; i <= 2; i++)
            inner += Pa(S`M${i * 32},-46q14,26 2,70`, 'none', {
                stroke: ING.shrimp[1],
                'stroke-width': 9,
                opacity: 0.85,
            });
    if (k === 'seabass')
        inner +=
            Pa('M-110,8C-40,-6 40,-10 112,-8', 'none', { stroke: c1, 'stroke-width': 7, opacity: 0.6 }) +
            Pa('M-60,-20q20,10 40,0M10,-26q20,10 40,0', 'none', { stroke: '#F2C9C0', 'stroke-width': 4 });
    if (k === 'eel')
        inner +=
            Pa('M-100,-10C-40,-36 40,-40 104,-20', 'none', {
                stroke: c2,
                'stroke-width': 10,
                opacity: 0.5,
                'stroke-linecap': 'round',
            }) + R(-14, -60, 28, 90, NORI);
    if (k === 'scallop') inner += E(0, -12, 90, 18, '#EFC28C', { opacity: 0.55 });
    g += `<clipPath id="${id}"><path d="${shape}"/></clipPath>` + G({ 'clip-path': `url(#${id})` }, inner);
    if (k === 'shrimp')
        g += Pa('M108,-10l36,-26-6,22 14,10-40,6z', '#E4623A', { stroke: '#C44A24', 'stroke-width': 2 });
    if (k === 'eel') g += seeds(inBox(r, -80, -26, 80, -4, 7), '#F2E3B8');
    if (k === 'seabass' || k === 'scallop')
        g += C(-40, -18, 5, '#3F8F2C') + C(-20, -22, 4, '#3F8F2C') + (k === 'scallop' ? C(30, -16, 6, '#9ACD32') : '');
    return g;
}

function drawSushi(p, r) {
    const k = detect(p).find((x) => ING[x]) || 'salmon';
    let defs = usePatterns(['rc']);
    let body = plate(r, r.pick(['rect-white', 'rect-slate', 'board']), 300, 320, 530, 340);
    if (p.slug.startsWith('gunkan')) {
        const topping = (x, y) => {
            let g = E(x + 6, y + 86, 96, 22, '#000', { opacity: 0.18 });
            g += Pa(S`M${x - 84},${y}L${x - 84},${y + 74}A84,24 0 0 0 ${x + 84},${y + 74}L${x + 84},${y}Z`, NORI);
            g += Pa(S`M${x - 60},${y + 10}L${x - 60},${y + 92}M${x + 30},${y + 14}L${x + 30},${y + 96}`, 'none', {
                stroke: '#33443C',
                'stroke-width': 3,
            });
            const col = p.slug.includes('tobiko')
                ? 'url(#tb)'
                : p.slug.includes('chuka')
                  ? ING.chuka[0]
                  : p.slug.includes('tuna')
                    ? ING.tuna[0]
                    : ING.salmon[0];
            g +=
                E(x, y, 84, 24, NORI) +
                Pa(
                    S`M${x - 78},${y}C${x - 70},${y - 60} ${x + 70},${y - 60} ${x + 78},${y}C${x + 40},${y + 20} ${x - 40},${y + 20} ${x - 78},${y}Z`,
                    col,
                );
            const rr = rng(hash(p.slug + x));
            if (p.slug.includes('chuka'))
                g += Pa(
                    Array.from({ length: 9 }, () =>
                        wave(
                            rr,
                            x + rr.range(-60, 20),
                            y + rr.range(-36, 4),
                            x + rr.range(-10, 60),
                            y + rr.range(-30, 6),
                            14,
                        ),
                    ).join(''),
                    'none',
                    {
                        stroke: ING.chuka[2],
                        'stroke-width': 4,
                        'stroke-linecap': 'round',
                    },
                );
            else if (!p.slug.includes('tobiko'))
                for (let i = 0; i < 8; i++)
                    g += R(
                        x + rr.range(-56, 40),
                        y + rr.range(-38, -2),
                        rr.range(12, 20),
                        rr.range(10, 16),
                        i % 2 ? ING[k][2] : ING[k][1],
                        {
                            rx: 4,
                            opacity: 0.8,
                            transform: `rotate(${rr.int(-30, 30)} ${n(x)} ${n(y)})`,
                        },
                    );
            if (p.slug.includes('spicy'))
                g += Pa(S`M${x - 50},${y - 20}q25,-20 50,0t50,-4`, 'none', {
                    stroke: '#F27B35',
                    'stroke-width': 6,
                    'stroke-linecap': 'round',
                });
            if (!p.slug.includes('tobiko'))
                g +=
                    C(x - 20, y - 30, 5, 'none', { stroke: ING.onion[1], 'stroke-width': 2.5 }) +
                    C(x + 16, y - 34, 5, 'none', { stroke: ING.onion[1], 'stroke-width': 2.5 });
            else g += C(x + 10, y - 34, 9, '#9ACD32', { stroke: '#5E9A18', 'stroke-width': 2 });
            if (p.slug.includes('chuka')) g += seeds(inBox(rr, x - 40, y - 36, x + 40, y - 6, 6), '#F2E3B8');
            return g;
        };
        if (p.slug.includes('tobiko')) defs += usePatterns(['tb']);
        body += topping(195, 290) + topping(405, 290) + ginger(300, 440, 0.7);
        return { defs, body };
    }
    const one = (x, y, a, i) => {
        let g = E(8, 34, 112, 22, '#000', { opacity: 0.18 });
        g += Pa('M-100,8C-104,-22 104,-22 100,8C100,40-100,40-100,8Z', 'url(#rc)', {
            stroke: '#E4D9C3',
            'stroke-width': 2,
        });
        g += fishSlice(k, r, `f${i}`);
        return G({ transform: tr(x, y, 1, a) }, g);
    };
    const a = r.range(-14, -6);
    body += one(250, 245, a, 0) + one(250, 385, a, 1) + ginger(470, 250, 0.72) + wasabi(470, 400, 1.1);
    return { defs, body };
}

// Small ingredient sprites drawn once at the origin and placed with <use>.
function sprite(k) {
    const [c0, c1, c2] = ING[k] || ING.chicken;
    switch (k) {
        case 'shrimp':
            return (
                Pa('M-16,0a16,16 0 1 1 16,16', 'none', { stroke: c0, 'stroke-width': 12, 'stroke-linecap': 'round' }) +
                Pa('M-12,-10a12,12 0 0 1 20,2', 'none', { stroke: c2, 'stroke-width': 3 })
            );
        case 'squid':
            return (
                C(0, 0, 12, 'none', { stroke: c0, 'stroke-width': 8 }) +
                C(0, 0, 12, 'none', { stroke: c1, 'stroke-width': 1.5 })
            );
        case 'mussel':
            return E(0, 0, 16, 9, c0) + E(0, 0, 10, 5, c2);
        case 'beef':
        case 'duck':
        case 'pork':
            return R(-20, -7, 40, 14, c0, { rx: 6 }) + R(-18, -7, 36, 4, c1, { rx: 2, opacity: 0.7 });
        case 'cashew':
            return Pa('M-10,-6a12,12 0 1 0 20,0', 'none', { stroke: c0, 'stroke-width': 9, 'stroke-linecap': 'round' });
        case 'broccoli':
            return R(-3, 0, 6, 14, '#8CC56A', { rx: 3 }) + C(-8, -2, 9, c0) + C(8, -2, 9, c0) + C(0, -9, 10, c2);
        case 'mushroom':
            return Pa('M-14,0a14,12 0 0 1 28,0z', c1) + R(-5, -1, 10, 12, c2, { rx: 3 });
        case 'zucchini':
        case 'cucumber':
            return C(0, 0, 11, c2, { stroke: c1, 'stroke-width': 3 });
        case 'tofu':
            return R(-11, -11, 22, 22, '#F1C46E', { rx: 4, stroke: '#C98F35', 'stroke-width': 3 }); // fried tofu
        case 'pepper':
        case 'carrot':
        case 'beans':
        case 'chili':
        case 'orange':
        case 'pakchoi':
        case 'onion':
            return R(-16, -4, 32, 8, c0, { rx: 4 });
        case 'tomato':
            return C(0, 0, 16, c0) + C(-4, -4, 5, c2);
        case 'edamame':
            return E(0, 0, 10, 7, c0, { stroke: c1, 'stroke-width': 1.5 });
        case 'radish':
            return C(0, 0, 12, '#FFFFFF', { stroke: c1, 'stroke-width': 4 });
        case 'avoslice':
            return Pa('M0,0C10,-40 60,-44 80,-30C56,-26 26,-14 0,0Z', ING.avocado[0], {
                stroke: ING.avocado[1],
                'stroke-width': 4,
            });
        case 'grill':
            return (
                R(-34, -11, 68, 22, ING.chicken[1], { rx: 9 }) +
                Pa('M-20,-11l-8,22M0,-11l-8,22M20,-11l-8,22', 'none', { stroke: '#6E3D17', 'stroke-width': 3 })
            );
        default:
            return (
                R(-14, -13, 28, 26, c0, { rx: 6, stroke: c1, 'stroke-width': 1.5 }) +
                R(-8, -7, 11, 7, c2, { rx: 3, opacity: 0.8 })
            );
    }
}
function sprites() {
    // Each (ingredient, scale, one of three orientations) is defined once and placed
    // with a bare <use x y>, which keeps files with dozens of bits small.
    const ids = new Map();
    return {
        at: (k, x, y, a = 0, s = 1) => {
            const key = `${k}:${Math.round(s * 100)}:${((Math.round(a / 60) % 3) + 3) % 3}`;
            if (!ids.has(key)) ids.set(key, `k${ids.size}`);
            return `<use href="#${ids.get(key)}"${attrs({ x: Math.round(x), y: Math.round(y) })}/>`;
        },
        defs: () =>
            [...ids]
                .map(([key, id]) => {
                    const [k, pc, v] = key.split(':').map((x, i) => (i ? Number(x) : x));
                    const t = `${pc !== 100 ? `scale(${n(pc / 100)})` : ''}${v ? `rotate(${v * 60})` : ''}`;
                    return `<g id="${id}"${t ? ` transform="${t}"` : ''}>${sprite(k)}</g>`;
                })
                .join(''),
    };
}

function drawWok(p, r) {
    const found = detect(p);
    const proteins = found.filter((k) =>
        ['chicken', 'beef', 'pork', 'duck', 'shrimp', 'squid', 'mussel', 'salmon', 'tofu', 'cashew'].includes(k),
    );
    const veg = found.filter((k) =>
        [
            'pepper',
            'carrot',
            'broccoli',
            'onion',
            'mushroom',
            'zucchini',
            'beans',
            'pakchoi',
            'chili',
            'orange',
        ].includes(k),
    );
    const noodle = r.pick([
        ['#F3D68C', '#DDB457'],
        ['#F6E3B0', '#E2C27A'],
        ['#B99A78', '#8E7356'],
        ['#FBF4E6', '#E4D6BC'],
    ]);
    const box = r.pick([
        ['#FFFFFF', '#E8E1D8', '#D8322A'],
        ['#D9A86C', '#C48F54', '#2B2B2B'],
        ['#2D2A28', '#1E1C1A', '#E8452C'],
    ]);
    const sp = sprites();
    let body = E(300, 528, 140, 20, '#5A3318', { opacity: 0.18 });
    body += Pa('M180,300C176,110 424,110 420,300', 'none', { stroke: '#9AA0A6', 'stroke-width': 5 });
    body += chopsticks(330, 320, 260, -58, r.pick(['#B0733B', '#2B2B2B', '#C9A46A']));
    body += Pa('M160,305C150,190 450,190 440,305Z', noodle[0]);
    let d = '';
    for (let i = 0; i < 13; i++) {
        const y = r.range(220, 300);
        d += wave(r, r.range(165, 250), y + r.range(-20, 20), r.range(350, 435), y + r.range(-20, 20), 30);
    }
    body += G(
        { 'clip-path': 'url(#nm)' },
        Pa(d, 'none', { stroke: noodle[1], 'stroke-width': 4.5, 'stroke-linecap': 'round' }),
    );
    const bits = [];
    for (let i = 0; i < 16; i++) {
        const x = r.range(190, 410),
            y = 296 - r.range(0.1, 1) * (70 - Math.abs(x - 300) * 0.36);
        const k = i % 2 === 0 || !veg.length ? r.pick(proteins.length ? proteins : ['chicken']) : r.pick(veg);
        bits.push([y, k, x, r.int(0, 179)]);
    }
    bits.sort((a, b) => a[0] - b[0]).forEach(([y, k, x, a]) => {
        body += sp.at(k, x, y, k === 'broccoli' ? 0 : a, 1.4);
    });
    body += sesame(inBox(r, 200, 232, 400, 292, 12));
    if (found.includes('onion')) body += dots(inBox(r, 210, 240, 390, 290, 7), ING.onion[0], 7);
    // the takeaway box
    body +=
        Pa('M150,300L450,300L405,520L195,520Z', box[0]) +
        Pa('M395,300L450,300L405,520L370,520Z', box[1]) +
        Pa('M150,300L450,300L444,328L156,328Z', box[1], { opacity: 0.7 });
    body +=
        C(290, 420, 40, box[2]) +
        Pa('M262,432a28,28 0 0 1 56,0z', box[0]) +
        Pa('M290,392v-8M266,400l-5,-6M314,400l5,-6', 'none', {
            stroke: box[0],
            'stroke-width': 4,
            'stroke-linecap': 'round',
        });
    body += steam(300, 175, 60);
    return { defs: '<clipPath id="nm"><path d="M160,310C150,190 450,190 440,310Z"/></clipPath>' + sp.defs(), body };
}

function drawSoup(p, r) {
    const found = detect(p);
    const t = textOf(p);
    const broth = t.includes('tom yum')
        ? ['#E8692F', '#F59A55']
        : t.includes('coconut')
          ? ['#F4E2BE', '#FFF3DA']
          : t.includes('pork broth')
            ? ['#EBCB94', '#F7E2B8']
            : t.includes('chicken broth')
              ? ['#E9B966', '#F5D796']
              : ['#D9A25C', '#E8BE82'];
    const bowl = r.pick([
        ['#B7322A', '#D9483C', '#1F1A18'],
        ['#2B2B2B', '#444', '#B7322A'],
        ['#F4EEE6', '#FFFFFF', '#2F5D8A'],
        ['#2F5D8A', '#3E74A8', '#F4EEE6'],
    ]);
    let body = E(300, 515, 150, 20, '#5A3318', { opacity: 0.2 });
    body += R(235, 480, 130, 36, bowl[0], { rx: 10 });
    body += Pa('M95,285C95,440 200,505 300,505C400,505 505,440 505,285Z', bowl[0]);
    body +=
        Pa('M130,380C200,410 400,410 470,380', 'none', { stroke: bowl[2], 'stroke-width': 6, opacity: 0.8 }) +
        Pa('M160,430C230,455 370,455 440,430', 'none', { stroke: bowl[2], 'stroke-width': 4, opacity: 0.6 });
    body += E(300, 285, 205, 62, bowl[1]);
    const defs = '<clipPath id="br"><ellipse cx="300" cy="290" rx="186" ry="50"/></clipPath>';
    let inner = E(300, 290, 186, 50, broth[0]) + E(250, 276, 120, 22, broth[1], { opacity: 0.5 });
    if (found.includes('noodles')) {
        let d = '';
        for (let i = 0; i < 8; i++)
            d += wave(r, r.range(130, 220), r.range(270, 320), r.range(380, 470), r.range(270, 320), 14);
        inner += Pa(d, 'none', { stroke: '#F3D68C', 'stroke-width': 5, 'stroke-linecap': 'round' });
    }
    const pos = [
        [190, 290],
        [240, 268],
        [300, 300],
        [350, 272],
        [410, 292],
        [270, 315],
        [370, 314],
        [215, 312],
        [330, 255],
        [440, 305],
    ];
    const addons = [];
    if (found.includes('tofu'))
        addons.push((x, y) => R(x - 12, y - 8, 24, 16, ING.tofu[0], { rx: 3, stroke: ING.tofu[1], 'stroke-width': 2 }));
    if (found.includes('wakame'))
        addons.push((x, y) => Pa(S`M${x - 16},${y}q8,-12 16,-2t16,-2q-6,12-16,6t-16,-2z`, '#2F6B2A'));
    if (found.includes('salmon'))
        addons.push(
            (x, y) =>
                R(x - 13, y - 9, 26, 18, ING.salmon[0], { rx: 5 }) +
                Pa(S`M${x - 8},${y - 4}l14,8`, 'none', { stroke: ING.salmon[2], 'stroke-width': 2 }),
        );
    if (found.includes('shrimp'))
        addons.push((x, y) =>
            Pa(S`M${x - 16},${y}a16,10 0 1 1 16,10`, 'none', {
                stroke: ING.shrimp[1],
                'stroke-width': 10,
                'stroke-linecap': 'round',
            }),
        );
    if (found.includes('mushroom'))
        addons.push((x, y) => Pa(S`M${x - 15},${y + 4}a15,11 0 0 1 30,0z`, ING.mushroom[1]));
    if (found.includes('chicken'))
        addons.push((x, y) =>
            R(x - 12, y - 8, 24, 16, ING.chicken[2], { rx: 5, stroke: ING.chicken[1], 'stroke-width': 1.5 }),
        );
    if (found.includes('pork'))
        addons.push((x, y) => E(x, y, 26, 13, ING.pork[2], { stroke: ING.pork[1], 'stroke-width': 4 }));
    let items = '';
    pos.forEach(([x, y], i) => {
        if (addons.length) items += addons[i % addons.length](x + r.range(-8, 8), y + r.range(-4, 4));
    });
    if (found.includes('egg'))
        items +=
            E(380, 282, 30, 20, '#FFFFFF') +
            E(380, 284, 16, 11, '#F6A21E') +
            E(318, 298, 30, 20, '#FFFFFF') +
            E(318, 300, 16, 11, '#F6A21E');
    if (found.includes('lime'))
        items += Pa(sector(0, 30, 180, 360, 200, 282), '#C9E36A', { stroke: '#6FA51E', 'stroke-width': 4 });
    if (found.includes('coriander') || t.includes('tom'))
        for (let i = 0; i < 4; i++)
            items += Pa(leaf(22, 9), '#4E9A33', {
                transform: tr(r.range(180, 420), r.range(270, 310), 1, r.int(0, 359)),
            });
    if (found.includes('onion')) items += dots(inBox(r, 160, 270, 440, 315, 10), ING.onion[0], 8);
    if (t.includes('tom yum'))
        for (let i = 0; i < 3; i++)
            items += E(r.range(200, 420), r.range(275, 310), 6, 4, 'none', { stroke: ING.chili[0], 'stroke-width': 3 });
    body += G({ 'clip-path': 'url(#br)' }, inner + items);
    if (t.includes('nori') && !t.includes('rice,')) body += Pa('M420,282L440,182L496,196L470,290Z', NORI);
    body += steam(300, 210, 70);
    return { defs, body };
}

function drawSalad(p, r, o = {}) {
    const q = (k) => Math.max(3, Math.round(k * (o.lite ? 0.6 : 1)));
    const bowl = r.pick([
        ['#FFFFFF', '#F2ECE4'],
        ['#2B2B2B', '#3A3633'],
        ['#E8DCCB', '#F5EDE2'],
        ['#2F5D8A', '#F4EEE6'],
    ]);
    const sp = sprites();
    let body = C(308, 322, 228, '#5A3318', { opacity: 0.16 }) + C(300, 310, 228, bowl[0]) + C(300, 310, 205, bowl[1]);
    let defs = '<clipPath id="bw"><circle cx="300" cy="310" r="200"/></clipPath>';
    let g = '';
    const each = (pts, f) =>
        pts.forEach(([x, y, a]) => {
            g += f(x, y, a);
        });
    const strands = (pts, len, amp, cols, w) =>
        cols.forEach((c, j) => {
            g += Pa(
                pts
                    .filter((_, i) => i % cols.length === j)
                    .map(([x, y]) => wave(r, x - len, y + r.range(-8, 8), x + len, y + r.range(-8, 8), amp))
                    .join(''),
                'none',
                { stroke: c, 'stroke-width': w, 'stroke-linecap': 'round' },
            );
        });
    const avoFan = (x, y, k) => {
        for (let i = 0; i < k; i++) g += sp.at('avoslice', x - 50, y + 26 - i * 11, -24 + i * 12, 1.25);
    };
    if (p.slug.startsWith('poke')) {
        defs += usePatterns(['rc']);
        g += C(300, 310, 200, 'url(#rc)');
        const tuna = p.slug.includes('tuna');
        const fish = tuna ? 'tuna' : 'salmon';
        const parts = [
            (x, y) => each(inDisc(r, x, y, 52, q(8)), (a, b, t) => sp.at(fish, a, b, t * 30, 1.35)),
            (x, y) => avoFan(x, y, 5),
            (x, y) => each(inDisc(r, x, y, 50, q(11)), (a, b, t) => sp.at('edamame', a, b, t * 57, 1.4)),
            (x, y) => strands(inDisc(r, x, y, 46, q(11)), 24, 10, [ING.chuka[0], ING.chuka[1]], 7),
            (x, y) =>
                each(inDisc(r, x, y, 48, q(8)), (a, b, t) =>
                    sp.at(tuna ? 'mango' : 'cucumber', a, b, t * 30, tuna ? 1.2 : 1.6),
                ),
            (x, y) =>
                each(inDisc(r, x, y, 46, q(7)), (a, b, t) =>
                    tuna ? sp.at('radish', a, b, 0, 1.5) : sp.at(fish, a, b, t * 30, 1.35),
                ),
        ];
        const off = r.int(0, 5);
        parts.forEach((f, i) => {
            const a = rad(off * 60 + i * 60);
            f(300 + Math.cos(a) * 122, 310 + Math.sin(a) * 122);
        });
        g += C(300, 310, 44, ING.chuka[1]);
        strands(inDisc(r, 300, 310, 30, q(6)), 18, 8, [ING.chuka[2]], 6);
        g += dots(inDisc(r, 300, 310, 150, q(10)), ING.onion[0], 9) + sesame(inDisc(r, 300, 310, 170, q(22)));
    } else {
        for (let i = 0; i < 9; i++)
            g += Pa(leaf(170, 62), i % 2 ? ING.lettuce[0] : ING.lettuce[2], {
                stroke: ING.lettuce[1],
                'stroke-width': 2,
                transform: tr(300 + r.range(-30, 30), 310 + r.range(-30, 30), 1, i * 40 + r.range(0, 30)),
            });
        if (p.slug.includes('chuka')) {
            g += C(300, 315, 135, ING.chuka[1]);
            strands(inDisc(r, 300, 315, 122, 46), 26, 12, [ING.chuka[0], ING.chuka[2], '#48A832'], 5);
            g += Pa(sector(0, 54, 200, 340, 340, 410), '#C9E36A', { stroke: '#6FA51E', 'stroke-width': 6 });
        } else if (p.slug.includes('tataki')) {
            for (let i = 0; i < 6; i++)
                g += G(
                    { transform: tr(215 + i * 34, 300 + (i % 2) * 8, 1, 15) },
                    R(-18, -52, 36, 104, '#9C7A62', { rx: 5 }) + R(-13, -47, 26, 94, ING.tuna[0], { rx: 3 }),
                );
            each(inDisc(r, 300, 310, 150, 5), (a, b) => sp.at('tomato', a, b));
            avoFan(380, 430, 3);
        } else {
            each(inDisc(r, 300, 310, 110, 7), (a, b, t) => sp.at('grill', a, b, t * 57));
            each(inDisc(r, 300, 310, 160, 5), (a, b) => sp.at('tomato', a, b));
            each(inDisc(r, 300, 310, 160, 5), (a, b) => sp.at('cucumber', a, b, 0, 1.3));
        }
        g += sesame(inDisc(r, 300, 310, 150, 18));
    }
    body += G({ 'clip-path': 'url(#bw)' }, g);
    if (r.chance(0.6)) body += chopsticks(360, 70, 230, 20);
    return { defs: defs + sp.defs(), body };
}

function drawDrink(p, r) {
    const s = p.slug;
    let body = E(300, 520, 120, 18, '#5A3318', { opacity: 0.18 });
    if (/cola|fanta|sprite/.test(s)) {
        const c = s.includes('zero')
            ? ['#1E1E1E', '#E3242B', '#FFFFFF']
            : s.includes('cola')
              ? ['#E3242B', '#FFFFFF', '#B51A20']
              : s.includes('fanta')
                ? ['#F7871E', '#1E5AA8', '#FFFFFF']
                : ['#17A04A', '#F6E04A', '#D8F0C8'];
        body += Pa('M228,170L372,170L388,200L388,478L372,505L228,505L212,478L212,200Z', c[0]);
        body += Pa('M212,330C260,290 330,380 388,330L388,372C330,420 260,332 212,372Z', c[1]);
        body += Pa('M212,300C270,270 330,345 388,300', 'none', { stroke: c[2], 'stroke-width': 5 });
        body +=
            R(236, 205, 16, 270, '#FFFFFF', { opacity: 0.3, rx: 8 }) + R(360, 205, 20, 270, '#000', { opacity: 0.12 });
        body +=
            E(300, 170, 72, 15, '#C9CED3') + E(300, 170, 60, 11, '#AEB4BA') + R(280, 160, 40, 12, '#D9DDE1', { rx: 6 });
        body += Pa('M212,478L228,505L372,505L388,478Z', '#B9BFC4');
        body += dots(inBox(r, 225, 215, 380, 470, 10), '#FFFFFF', 6, { opacity: 0.6 });
        for (let i = 0; i < 2; i++)
            body += R(150 + i * 250 + r.range(-10, 10), 470, 50, 46, '#EAF7FB', {
                rx: 9,
                opacity: 0.85,
                stroke: '#BFE3EE',
                'stroke-width': 2,
                transform: `rotate(${r.int(-20, 20)} ${175 + i * 250} 493)`,
            });
        if (s.includes('sprite'))
            body += C(455, 488, 34, '#F6E04A', { stroke: '#D7B92A', 'stroke-width': 4 }) + C(455, 488, 24, '#FFF6B0');
        return { defs: '', body };
    }
    if (s.startsWith('water')) {
        const sparkling = s.includes('sparkling');
        body += Pa(
            'M272,110L328,110L328,150C328,170 382,180 382,230L382,490C382,505 370,512 356,512L244,512C230,512 218,505 218,490L218,230C218,180 272,170 272,150Z',
            '#D9F0FA',
            {
                stroke: '#A9D6EA',
                'stroke-width': 3,
            },
        );
        body += Pa('M222,260L378,260L378,488C378,500 368,508 356,508L244,508C232,508 222,500 222,488Z', '#BEE3F5');
        body +=
            R(265, 86, 70, 30, sparkling ? '#1E6FB8' : '#3BA3D9', { rx: 6 }) + R(262, 112, 76, 6, '#9FB6C4', { rx: 3 });
        body +=
            R(218, 330, 164, 100, '#FFFFFF') +
            Pa('M228,420L268,372L292,394L322,356L372,420Z', '#5FA8D3') +
            Pa('M300,370l22,-14 16,20', '#FFFFFF') +
            R(218, 420, 164, 10, sparkling ? '#1E6FB8' : '#3BA3D9');
        body += R(236, 190, 14, 290, '#FFFFFF', { opacity: 0.45, rx: 7 });
        if (sparkling)
            for (let i = 0; i < 14; i++)
                body += C(r.range(240, 370), r.range(270, 500), r.range(2, 5), 'none', {
                    stroke: '#FFFFFF',
                    'stroke-width': 2,
                });
        return { defs: '', body };
    }
    const tea = s.includes('tea');
    const liquid = tea ? '#E08A2E' : '#F3E27A';
    body += Pa('M195,160L405,160L382,505L218,505Z', '#EAF6F8', { opacity: 0.55, stroke: '#C7E3EA', 'stroke-width': 4 });
    body += Pa('M202,215L398,215L382,498L218,498Z', liquid, { opacity: 0.9 });
    body += R(250, 150, 12, 260, tea ? '#2F9E6B' : '#E5483C', { rx: 6, transform: 'rotate(14 256 280)' });
    for (let i = 0; i < 4; i++)
        body += R(220 + (i % 2) * 80 + r.range(-10, 10), 220 + i * 62, 70, 62, '#FFFFFF', {
            rx: 12,
            opacity: 0.55,
            stroke: '#FFFFFF',
            'stroke-width': 2,
            transform: `rotate(${r.int(-25, 25)} 300 ${250 + i * 62})`,
        });
    body += dots(inBox(r, 225, 230, 375, 490, 12), '#FFFFFF', 6, { opacity: 0.7 });
    if (tea)
        body +=
            Pa(sector(0, 44, 200, 340, 300, 370), '#FFB86B', { stroke: '#F08A2E', 'stroke-width': 6 }) +
            Pa(sector(0, 40, 20, 160, 290, 260), '#FFC98A', { stroke: '#F08A2E', 'stroke-width': 6 });
    // citrus wheel on the rim and mint
    let wheel = C(0, 0, 52, '#F6D93A') + C(0, 0, 44, '#FFF3A6');
    for (let i = 0; i < 8; i++) wheel += Pa(sector(6, 38, i * 45 + 4, i * 45 + 41), '#FBE56A');
    body += G({ transform: tr(400, 170, 1, 20) }, wheel);
    for (let i = 0; i < 3; i++)
        body += Pa(leaf(70, 24), '#3F9E4A', {
            stroke: '#2E7A33',
            'stroke-width': 2,
            transform: tr(300, 168, 1, -160 + i * 45),
        });
    return { defs: '', body };
}

function drawSauce(p, r) {
    const s = p.slug;
    const dish = r.pick([
        ['#FFFFFF', '#F2ECE4'],
        ['#2B2B2B', '#3A3633'],
        ['#2F5D8A', '#3E74A8'],
        ['#E8DCCB', '#F5EDE2'],
    ]);
    let body = C(310, 330, 200, '#5A3318', { opacity: 0.16 }) + C(300, 315, 200, dish[0]) + C(300, 315, 176, dish[1]);
    body += chopsticks(130, 520, 420, -28, r.pick(['#B0733B', '#2B2B2B']));
    const col = { 'soy-sauce': '#3A1F12', 'unagi-sauce': '#5A2A12', 'spicy-sauce': '#F27B35', 'nut-sauce': '#D9B47C' }[
        s
    ];
    if (col) {
        body +=
            C(300, 315, 150, col) + E(250, 260, 70, 28, '#FFFFFF', { opacity: 0.22, transform: 'rotate(-30 250 260)' });
        if (s === 'soy-sauce')
            body +=
                C(300, 315, 110, 'none', { stroke: '#5B3420', 'stroke-width': 3 }) +
                C(300, 315, 70, 'none', { stroke: '#5B3420', 'stroke-width': 3 });
        if (s === 'spicy-sauce')
            body +=
                Pa('M300,315m-90,0a90,90 0 1 1 60,85a60,60 0 1 1 40,-110', 'none', {
                    stroke: '#FFB07A',
                    'stroke-width': 10,
                    'stroke-linecap': 'round',
                }) +
                C(370, 360, 6, '#C21F14') +
                C(236, 380, 5, '#C21F14');
        if (s !== 'soy-sauce' && s !== 'spicy-sauce') body += sesame(inDisc(r, 300, 315, 115, 24));
        if (s === 'nut-sauce') body += dots(inDisc(r, 300, 315, 100, 9), '#B98A4A', 11);
    } else if (s === 'wasabi') {
        body += wasabi(300, 315, 4) + Pa(leaf(150, 40), '#6FAE45', { transform: tr(140, 420, 1, -30), opacity: 0.9 });
    } else {
        body += ginger(300, 315, 2.4);
    }
    return { defs: '', body };
}

const DRAW = {
    sets: drawSet,
    rolls: drawRolls,
    'baked-rolls': drawRolls,
    maki: drawRolls,
    sushi: drawSushi,
    wok: drawWok,
    soups: drawSoup,
    salads: drawSalad,
    drinks: drawDrink,
    sauces: drawSauce,
};
const HUE = {
    sets: 28,
    rolls: 18,
    'baked-rolls': 34,
    sushi: 12,
    maki: 40,
    wok: 30,
    soups: 22,
    salads: 48,
    drinks: 44,
    sauces: 8,
};

/* ------------------------------------------------------------- assemble */

// Final minification: #AABBCC -> #ABC, drop the empty opacity="1".
const svg = (w, h, defs, body) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${defs}</defs>${body}</svg>`.replace(
        /#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3(?![0-9a-f])/gi,
        '#$1$2$3',
    );

function productSvg(p) {
    const r = rng(hash(p.slug));
    const bg = background(r, 600, 600, HUE[p.category] ?? 25);
    const dish = DRAW[p.category](p, r);
    return svg(600, 600, bg.defs + dish.defs, bg.body + dish.body);
}

// Categories reuse a hand-picked dish, scaled onto a rounded tile.
const CATEGORY_DISH = {
    sets: 'set-sunrise',
    rolls: 'green-dragon',
    'baked-rolls': 'baked-salmon',
    sushi: 'nigiri-salmon',
    maki: 'maki-salmon',
    wok: 'wok-chicken',
    soups: 'tom-yum',
    salads: 'poke-salmon',
    drinks: 'lemonade-lemon-mint',
    sauces: 'soy-sauce',
};
function categorySvg(c) {
    const r = rng(hash(`category:${c.slug}`));
    const hue = HUE[c.slug] ?? 25;
    const p =
        catalog.products.find((q) => q.slug === CATEGORY_DISH[c.slug]) ??
        catalog.products.find((q) => q.category === c.slug);
    const dish = DRAW[p.category](p, rng(hash(p.slug)));
    const bg = `<radialGradient id="bg" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="${hsl(hue, 90, 93)}"/><stop offset="1" stop-color="${hsl(hue - 6, 75, 80)}"/></radialGradient>`;
    const deco =
        C(200, 190, 170, hsl(hue + 6, 95, 97), { opacity: 0.6 }) +
        C(r.range(40, 360), 30, 8, hsl(hue - 10, 70, 70), { opacity: 0.5 });
    return svg(
        400,
        400,
        bg + dish.defs,
        R(0, 0, 400, 400, 'url(#bg)') + deco + G({ transform: tr(20, 16, 0.6) }, dish.body),
    );
}

/* ------------------------------------------------------------ promotions */

const prod = (slug) => catalog.products.find((q) => q.slug === slug);
function embed(slug, x, y, s, salt) {
    const p = prod(slug);
    const d = DRAW[p.category](p, rng(hash(p.slug + salt)), { lite: true });
    // keep ids unique when several dishes share one file
    const fix = (str) =>
        str
            .replace(/id="(\w+)"/g, `id="$1${salt}"`)
            .replace(/url\(#(\w+)\)/g, `url(#$1${salt})`)
            .replace(/href="#(\w+)"/g, `href="#$1${salt}"`);
    return { defs: fix(d.defs), body: G({ transform: tr(x, y, s) }, fix(d.body)) };
}
function percent(x, y, s, col) {
    return G(
        { transform: tr(x, y, s) },
        C(-34, -40, 24, 'none', { stroke: col, 'stroke-width': 16 }) +
            C(34, 40, 24, 'none', { stroke: col, 'stroke-width': 16 }) +
            Pa('M40,-70L-40,70', 'none', { stroke: col, 'stroke-width': 18, 'stroke-linecap': 'round' }),
    );
}
function star(x, y, rr, col) {
    let d = '';
    for (let i = 0; i < 10; i++) {
        const a = rad(-90 + i * 36),
            q = i % 2 ? rr * 0.45 : rr;
        d += `${i ? 'L' : 'M'}${n(x + q * Math.cos(a))},${n(y + q * Math.sin(a))}`;
    }
    return Pa(`${d}Z`, col);
}
const PROMO_ART = {
    'happy-hours': () => {
        const a = embed('philadelphia-classic', 520, 60, 0.85, 'a');
        let clock =
            C(0, 0, 150, '#FFFFFF') +
            C(0, 0, 136, '#FFF4E2') +
            Pa(sector(0, 128, -120, 0), '#FFB347', { opacity: 0.85 });
        for (let i = 0; i < 12; i++) clock += R(-4, -130, 8, 22, '#6B3A1E', { rx: 4, transform: `rotate(${i * 30})` });
        clock +=
            Pa('M0,0L0,-96M0,0L-36,-62', 'none', { stroke: '#3B2214', 'stroke-width': 12, 'stroke-linecap': 'round' }) +
            C(0, 0, 14, '#E8452C');
        return {
            hue: 30,
            defs: a.defs,
            body: G({ transform: tr(270, 300) }, clock) + a.body + percent(1040, 150, 0.9, '#E8452C'),
        };
    },
    'free-delivery': () => {
        const a = embed('set-california', 70, 90, 0.7, 'a');
        let s =
            R(-160, -14, 150, 14, '#3A3532', { rx: 7 }) +
            R(-100, -14, 14, 60, '#3A3532') +
            Pa('M-40,-20L120,-20L150,40L-60,40Z', '#E8452C') +
            R(-150, -120, 130, 110, '#D9A86C', { rx: 10 }) +
            R(-150, -80, 130, 12, '#C48F54') +
            C(-110, 60, 46, '#2B2B2B') +
            C(-110, 60, 18, '#CFD4D8') +
            C(120, 60, 46, '#2B2B2B') +
            C(120, 60, 18, '#CFD4D8') +
            Pa('M100,-20L140,-110L175,-110', 'none', {
                stroke: '#3A3532',
                'stroke-width': 14,
                'stroke-linecap': 'round',
            });
        s += Pa('M-260,-60h80M-300,0h110M-250,60h70', 'none', {
            stroke: '#FFFFFF',
            'stroke-width': 12,
            'stroke-linecap': 'round',
            opacity: 0.8,
        });
        return {
            hue: 18,
            defs: a.defs,
            body:
                a.body +
                G({ transform: tr(850, 330) }, s) +
                Pa('M0,520C300,480 900,560 1200,500L1200,600L0,600Z', '#F2B36B', { opacity: 0.5 }),
        };
    },
    'birthday-roll': () => {
        const a = embed('philadelphia-classic', 120, 40, 0.85, 'a');
        let g =
            R(-130, -40, 260, 190, '#E8452C', { rx: 14 }) +
            R(-150, -90, 300, 60, '#F4684F', { rx: 12 }) +
            R(-22, -90, 44, 240, '#FFD34E') +
            Pa(
                'M0,-90C-40,-170-130,-140-80,-100C-50,-80-20,-90 0,-90ZM0,-90C40,-170 130,-140 80,-100C50,-80 20,-90 0,-90Z',
                '#FFD34E',
                { stroke: '#E0A91E', 'stroke-width': 5 },
            );
        let conf = '';
        const r = rng(7);
        for (let i = 0; i < 18; i++)
            conf += R(
                r.range(620, 1180),
                r.range(30, 570),
                14,
                26,
                r.pick(['#E8452C', '#FFD34E', '#3BA3D9', '#6FAE45']),
                { rx: 4, transform: `rotate(${r.int(0, 180)} 900 300)` },
            );
        return { hue: 340, defs: a.defs, body: conf + a.body + G({ transform: tr(900, 330) }, g) };
    },
    'set-of-the-week': () => {
        const a = embed('set-dragon', 380, 0, 1, 'a');
        let body =
            a.body + star(250, 300, 150, '#FFD34E') + star(250, 300, 110, '#FFB020') + C(250, 300, 40, '#FFF3C4');
        for (let i = 0; i < 7; i++)
            body += R(120 + i * 44, 480, 32, 32, i === 4 ? '#E8452C' : '#FFFFFF', { rx: 8, opacity: 0.9 });
        return { hue: 26, defs: a.defs, body: body + star(1060, 110, 40, '#FFFFFF') + star(1120, 480, 26, '#FFFFFF') };
    },
    'bonus-cashback': () => {
        const a = embed('wok-chicken', 600, 30, 0.95, 'a');
        let coins = '';
        for (let i = 0; i < 5; i++)
            coins +=
                E(300, 430 - i * 34, 130, 40, '#E0A91E') +
                E(300, 420 - i * 34, 130, 40, '#FFD34E') +
                E(300, 420 - i * 34, 96, 28, 'none', { stroke: '#E0A91E', 'stroke-width': 6 });
        coins += C(150, 160, 70, '#FFD34E', { stroke: '#E0A91E', 'stroke-width': 10 }) + star(150, 160, 40, '#E0A91E');
        return { hue: 40, defs: a.defs, body: coins + a.body + percent(1080, 470, 0.6, '#E8452C') };
    },
    'summer-poke': () => {
        const a = embed('poke-salmon', 520, 20, 0.95, 'a');
        let sun = C(200, 200, 90, '#FFC93C');
        sun += Pa(
            Array.from({ length: 12 }, (_, i) => {
                const a = rad(i * 30);
                return S`M${200 + 112 * Math.cos(a)},${200 + 112 * Math.sin(a)}L${200 + 140 * Math.cos(a)},${200 + 140 * Math.sin(a)}`;
            }).join(''),
            'none',
            { stroke: '#FFC93C', 'stroke-width': 20, 'stroke-linecap': 'round' },
        );
        const palm = [0, 1, 2, 3, 4]
            .map((i) => Pa(leaf(260, 46), '#4E9A33', { transform: tr(1200, 0, 1, 100 + i * 18) }))
            .join('');
        return {
            hue: 48,
            defs: a.defs,
            body:
                sun +
                Pa('M0,470C250,420 450,520 700,470S1050,430 1200,470L1200,600L0,600Z', '#7BC6E0', { opacity: 0.7 }) +
                palm +
                a.body,
        };
    },
};
function promotionSvg(pr) {
    const make = PROMO_ART[pr.slug] ?? PROMO_ART['set-of-the-week'];
    const art = make();
    const r = rng(hash(pr.slug));
    const h = art.hue;
    const defs = `<linearGradient id="pg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 90, 90)}"/><stop offset="1" stop-color="${hsl(h + 18, 85, 76)}"/></linearGradient>`;
    let body = R(0, 0, 1200, 600, 'url(#pg)') + C(600, 640, 420, hsl(h + 10, 95, 96), { opacity: 0.45 });
    for (let i = 0; i < 5; i++)
        body += C(r.range(0, 1200), r.range(0, 600), r.range(6, 14), '#FFFFFF', { opacity: 0.5 });
    return svg(1200, 600, defs + art.defs, body + art.body);
}

function placeholderSvg() {
    const r = rng(1);
    const bg = background(r, 600, 600, 30);
    const body =
        bg.body +
        plate(r, 'round-white', 300, 310, 420, 420) +
        chopsticks(120, 520, 420, -40, '#C9A46A') +
        C(300, 310, 60, 'none', { stroke: '#EFE4D6', 'stroke-width': 10 });
    return svg(600, 600, bg.defs, body);
}

/* ------------------------------------------------------------------ run */

const written = [];
function write(rel, content) {
    const file = join(OUT, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    written.push([rel, Buffer.byteLength(content)]);
}
for (const c of catalog.categories) write(`categories/${c.slug}.svg`, categorySvg(c));
for (const p of catalog.products) write(`products/${p.slug}.svg`, productSvg(p));
for (const pr of catalog.promotions) write(`promotions/${pr.slug}.svg`, promotionSvg(pr));
write('placeholder.svg', placeholderSvg());

const largest = written.reduce((a, b) => (b[1] > a[1] ? b : a));
console.log(
    `wrote ${written.length} SVG files to public/images; largest ${largest[0]} (${(largest[1] / 1024).toFixed(1)} KB)`,
);
