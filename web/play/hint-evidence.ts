/**
 * A hint's evidence drawn over the grid, notes on or off: the candidates
 * its pattern uses, those it removes or places, and for chain steps each
 * chain as arrows from candidate to candidate. The drawing is plain data
 * (tested without a browser); `evidenceSvg` turns it into SVG markup.
 *
 * Coordinates are in candidate slots: a cell is boxSide × boxSide slots,
 * digit d at slot ((d-1) mod boxSide, (d-1) div boxSide) of its cell, as
 * the notes lay them out; so the SVG's viewBox is (side·boxSide)² slots.
 */
import { bitOf, boardOf, symbolOf } from './board.js';
import type { HintStep } from './messages.js';

/** How a candidate takes part: the pattern uses it, the hint removes it, or the hint places it (or a chain sets it on). */
export type CandidateRole = 'use' | 'remove' | 'place';

/** One candidate to draw. */
export interface DrawnCandidate {
  cell: number;
  digit: number;
  role: CandidateRole;
  x: number;
  y: number;
}

/** An arrow between two drawn candidates (a chain link following from another). */
export interface Arrow {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** Everything to draw for one hint. */
export interface EvidenceDrawing {
  /** Slots across (and down) the grid. */
  size: number;
  candidates: DrawnCandidate[];
  arrows: Arrow[];
}

/** The centre of digit `digit`'s slot in `cell`. */
export function slotOf(cell: number, digit: number, side: number): { x: number; y: number } {
  const b = boardOf(side).boxSide;
  return {
    x: (cell % side) * b + ((digit - 1) % b) + 0.5,
    y: Math.floor(cell / side) * b + Math.floor((digit - 1) / b) + 0.5,
  };
}

/**
 * What to draw for `step` on a position whose empty cells have
 * `candidates` (masks): in the pattern's cells, its digits that are still
 * candidates there; the eliminations and placements; the chains' links,
 * on (placed) or off (removed), with an arrow to each link from every link
 * it follows from (cause to effect).
 */
export function evidenceOf(step: Pick<HintStep, 'pattern' | 'placements' | 'eliminations' | 'chains'>, candidates: readonly number[], side: number): EvidenceDrawing {
  const drawn = new Map<string, DrawnCandidate>();
  const put = (cell: number, digit: number, role: CandidateRole): void => {
    // The strongest role wins: what the hint removes or places over what it merely uses.
    const key = `${cell}:${digit}`;
    if (drawn.get(key)?.role === 'remove' && role === 'use') return;
    drawn.set(key, { cell, digit, role, ...slotOf(cell, digit, side) });
  };
  const digitMask = step.pattern.digits.reduce((mask, digit) => mask | bitOf(digit), 0);
  for (const cell of step.pattern.cells) {
    const mask = (candidates[cell] ?? 0) & (digitMask === 0 ? boardOf(side).allDigits : digitMask);
    for (let digit = 1; digit <= side; digit++) if (mask & bitOf(digit)) put(cell, digit, 'use');
  }
  const arrows: Arrow[] = [];
  for (const chain of step.chains) {
    for (const link of chain) {
      put(link.cell, link.digit, link.on ? 'place' : 'remove');
      const to = slotOf(link.cell, link.digit, side);
      for (const index of link.from) {
        const source = chain[index];
        if (source === undefined) continue;
        const from = slotOf(source.cell, source.digit, side);
        arrows.push({ x1: from.x, y1: from.y, x2: to.x, y2: to.y });
      }
    }
  }
  for (const { cell, digit } of step.eliminations) put(cell, digit, 'remove');
  for (const { cell, digit } of step.placements) put(cell, digit, 'place');
  return { size: side * boardOf(side).boxSide, candidates: [...drawn.values()], arrows };
}

/** Arrows stop this far (in slots) short of a candidate's centre, so the head stays outside its circle. */
const ARROW_GAP = 0.45;

/** The drawing as the inner markup of an SVG (viewBox 0 0 size size): arrows under circled candidates. */
export function evidenceSvg(drawing: EvidenceDrawing): string {
  const round = (n: number): number => Math.round(n * 100) / 100;
  const arrows = drawing.arrows.map(({ x1, y1, x2, y2 }) => {
    const length = Math.hypot(x2 - x1, y2 - y1) || 1;
    const [dx, dy] = [((x2 - x1) / length) * ARROW_GAP, ((y2 - y1) / length) * ARROW_GAP];
    return `<line x1="${round(x1 + dx)}" y1="${round(y1 + dy)}" x2="${round(x2 - dx)}" y2="${round(y2 - dy)}" marker-end="url(#head)"/>`;
  });
  const candidates = drawing.candidates.map(
    ({ cell, digit, role, x, y }) =>
      `<g class="${role}" data-testid="hint-candidate" data-cell="${cell}" data-digit="${digit}"><circle cx="${x}" cy="${y}" r="0.44"/><text x="${x}" y="${y}">${symbolOf(digit)}</text></g>`,
  );
  const head = '<defs><marker id="head" viewBox="0 0 4 4" refX="4" refY="2" markerWidth="4" markerHeight="4" orient="auto"><path d="M0 0L4 2L0 4z"/></marker></defs>';
  return `${arrows.length > 0 ? head : ''}${arrows.join('')}${candidates.join('')}`;
}
