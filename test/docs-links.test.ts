/**
 * Every relative link of the written documentation leads somewhere: the file
 * (or folder) exists, and a `#fragment` names a heading of the target as
 * GitHub makes its anchors (lower case; punctuation but `-` and `_` dropped;
 * each space a `-`; a repeated heading gets `-1`, `-2`…). Links to the web are
 * not followed (no network in tests).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The documents a reader follows links through (bench/results/ are records, not read as docs). */
const DOCUMENTS = [
  'README.md',
  'CONTRIBUTING.md',
  'bench/README.md',
  'docs/architecture.md',
  'docs/engine.md',
  'docs/generator.md',
  'docs/moving-from-0.1.md',
  'docs/page.md',
  'docs/performance.md',
  'docs/pool.md',
  'docs/rating.md',
  'docs/scale-out.md',
  'docs/techniques.md',
];

/** Markdown text without its fenced code blocks and inline code, where a `](…)` is no link. */
function prose(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading's text. */
function anchorOf(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link in a heading: its text
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '').replace(/\s/g, '-');
}

/** Every anchor a Markdown file offers: its headings' (numbered when repeated) and explicit ids. */
function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.*?)\s*#*\s*$/gm)) {
    const base = anchorOf(heading ?? '');
    const times = seen.get(base) ?? 0;
    seen.set(base, times + 1);
    anchors.add(times === 0 ? base : `${base}-${times}`);
  }
  for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id ?? '');
  return anchors;
}

/** Every relative link target (`path#fragment`, `#fragment`) of a Markdown file. */
function linksOf(file: string): string[] {
  const text = prose(readFileSync(file, 'utf8'));
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? '');
  const html = [...text.matchAll(/<(?:img|a)\s[^>]*(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
  return [...inline, ...html].filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** What is wrong with one link of `file`, or undefined when it resolves. */
function brokenLink(file: string, target: string): string | undefined {
  const [path = '', fragment] = target.split('#', 2);
  const resolved = path === '' ? file : join(dirname(file), decodeURIComponent(path));
  if (!existsSync(resolved)) return `${target}: no such file`;
  if (fragment === undefined || fragment === '' || !resolved.endsWith('.md')) return undefined;
  return anchorsOf(resolved).has(decodeURIComponent(fragment))
    ? undefined
    : `${target}: no heading of ${relative(ROOT, resolved)} has that anchor`;
}

describe('documentation links', () => {
  it('knows GitHub anchors', () => {
    expect(anchorOf('Every core in a browser: `sudoku-wasm/pool`')).toBe('every-core-in-a-browser-sudoku-wasmpool');
    expect(anchorOf("The CLI's worker pool")).toBe('the-clis-worker-pool');
    expect(anchorOf('The latest full run (2026-11-27)')).toBe('the-latest-full-run-2026-11-27');
    expect(anchorOf('One-band puzzles: `one_band_10000`')).toBe('one-band-puzzles-one_band_10000');
    expect(anchorOf('Levels 2 and 3 on level-4 puzzles: the multiple forcing chains test')).toBe(
      'levels-2-and-3-on-level-4-puzzles-the-multiple-forcing-chains-test',
    );
  });

  it.each(DOCUMENTS)('%s: every relative link and anchor resolves', (document) => {
    const file = join(ROOT, document);
    const broken = linksOf(file).flatMap((target) => brokenLink(file, target) ?? []);
    expect(broken).toEqual([]);
  });
});
