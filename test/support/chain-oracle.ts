/**
 * The oracle for a chain step's chains: each link re-derived on the step's
 * position by the rules of the game (this file's own code, not the
 * engine's). A link "on by its cell" has every other candidate of the cell
 * off among its parents; "on by a unit", every other place of its digit in
 * the unit off among its parents; "off by its cell", another digit of the
 * cell on among its parents; "off by a unit", its digit on elsewhere in the
 * unit among its parents. Each chain starts with its assumption and ends
 * with the step's conclusion (or one half of its contradiction), the step's
 * placements and eliminations follow from its chains, and its pattern holds
 * every cell of its chains.
 *
 * A link that a technique made inside a chain ((+) and nested chains) is
 * "off", follows from "off" parents, and is false on the position less
 * those parents, by a proof of this file's own:
 * - singles alone (singlesRefute) for what a locked set, an X-wing, or an
 *   inner forcing chain, cycle or static multiple forcing chain (levels 2
 *   and 3) removes: assuming the link's candidate, naked and hidden singles
 *   meet a contradiction;
 * - the named inner chain's shape (dynamicChainRefutes) for what an inner
 *   dynamic forcing chain (level 4) removes: each of its branches is a
 *   propagation of singles on the grid the parents leave, so once the
 *   link's candidate is assumed, singles meet a contradiction from it
 *   (contradiction), from both sides of one candidate (double), from every
 *   candidate of one cell (cell) or from every place of one digit in one
 *   unit (region).
 * - the same shapes one level deeper (deepChainRefutes) for what an inner
 *   dynamic forcing chain (+) or nested forcing chain of level 2 removes
 *   (level 4 at Sukaku Explainer's nesting limits 1 and 2, level 5): their
 *   branches propagate singles and, where singles stop, the advanced rules
 *   of (+) chains, and in a nested one, where those stop, static chains
 *   (deep-rules.ts).
 * Neither proof reads the inner chain, which a step does not carry: they
 * show that the link follows from its parents by a chain of the named
 * kind, not that it is the very chain the engine found.
 *
 * Level 5 (`nested-dynamic-nested-forcing-chains`) has one id for four
 * kinds: its chains must have the shape of one of them.
 */
import type { ChainLink, Step } from '../../src/logic/step-types.js';
import { advancedRemovals, staticChainRefutes } from './deep-rules.js';
import { arePeers, bit, type Board } from './player-board.js';

/** The chain techniques, by what their chains must show. */
export const CYCLES = new Set(['x-cycle', 'y-cycle', 'bidirectional-cycle']);
export const FORCING = new Set(['forcing-x-chain', 'forcing-y-chain', 'forcing-chain']);
/** Level 5: one technique whose steps are of any of the four kinds below. */
const LEVEL5 = 'nested-dynamic-nested-forcing-chains';
const CONTRADICTIONS = new Set([
  'nishio-forcing-chain',
  'contradiction-forcing-chains',
  'contradiction-forcing-chains-plus',
  'nested-contradiction-forcing-chains',
  'nested-multiple-contradiction-forcing-chains',
  'nested-dynamic-contradiction-forcing-chains',
]);
const CELL_CHAINS = new Set([
  'cell-forcing-chains',
  'dynamic-cell-forcing-chains',
  'dynamic-cell-forcing-chains-plus',
  'nested-cell-forcing-chains',
  'nested-multiple-cell-forcing-chains',
  'nested-dynamic-cell-forcing-chains',
]);
const REGION_CHAINS = new Set([
  'region-forcing-chains',
  'dynamic-region-forcing-chains',
  'dynamic-region-forcing-chains-plus',
  'nested-region-forcing-chains',
  'nested-multiple-region-forcing-chains',
  'nested-dynamic-region-forcing-chains',
]);
const DOUBLES = new Set([
  'double-forcing-chains',
  'double-forcing-chains-plus',
  'nested-double-forcing-chains',
  'nested-multiple-double-forcing-chains',
  'nested-dynamic-double-forcing-chains',
]);
/** The kinds of forcing chains with more than one chain, each with its techniques (level 5 aside). */
type Shape = 'contradiction' | 'double' | 'cell' | 'region';
const SHAPES = new Map<Shape, Set<string>>([
  ['contradiction', CONTRADICTIONS],
  ['double', DOUBLES],
  ['cell', CELL_CHAINS],
  ['region', REGION_CHAINS],
]);
export const CHAIN_TECHNIQUES = new Set([...CYCLES, ...FORCING, ...CONTRADICTIONS, ...CELL_CHAINS, ...REGION_CHAINS, ...DOUBLES, LEVEL5]);
/** Dynamic forcing chains (+): an "off" link may come from a step of another technique on the chain's grid. */
export const PLUS = new Set([...CHAIN_TECHNIQUES].filter((t) => t.endsWith('-plus')));
/** Nested forcing chains: an "off" link may also come from an inner chain on the chain's grid. */
export const NESTED = new Set([...CHAIN_TECHNIQUES].filter((t) => t.startsWith('nested-')));
/** Level 3 (+ multiple forcing chains): an inner chain may also be a static cell or region forcing chain. */
const NESTED_MULTIPLE = new Set([...NESTED].filter((t) => t.startsWith('nested-multiple-')));
/** Levels 4 and 5 (+ dynamic forcing chains): an inner chain is a dynamic forcing chain. */
const NESTED_DYNAMIC = new Set([...NESTED].filter((t) => t.startsWith('nested-dynamic-')));
/** The techniques an advanced "off" link may name (advanced-offs.ts). */
const ADVANCED = new Set(['pointing', 'claiming', 'hidden-pair', 'naked-pair', 'x-wing']);
/** The techniques an inner chain of levels 2 and 3 may be (SE's forcing chains & cycles). */
export const INNER = new Set([...CYCLES, ...FORCING]);
/** What level 3's inner chains may also be (SE's static multiple forcing chains). */
export const INNER_MULTIPLE = new Set(['cell-forcing-chains', 'region-forcing-chains']);
/** What level 4's inner chains are (SE's dynamic forcing chains, without advanced rules). */
export const INNER_DYNAMIC = new Set(['contradiction-forcing-chains', 'double-forcing-chains', 'dynamic-cell-forcing-chains', 'dynamic-region-forcing-chains']);
/** Level 4's inner chains at nesting limit 1: SE's dynamic forcing chains (+). */
export const INNER_DYNAMIC_PLUS = new Set([...INNER_DYNAMIC].map((t) => `${t}-plus`));
/** Level 4's inner chains at nesting limit 2, and level 5's where those of level 0 find nothing: SE's nested forcing chains (level 2). */
export const INNER_NESTED = new Set(['nested-contradiction-forcing-chains', 'nested-double-forcing-chains', 'nested-cell-forcing-chains', 'nested-region-forcing-chains']);
/** Each inner chain kind one level deeper: its shape (an INNER_DYNAMIC kind) and whether it is nested (level 2) rather than (+). */
const DEEP_SHAPE = new Map<string, { shape: string; nested: boolean }>([
  ...[...INNER_DYNAMIC].map((shape): [string, { shape: string; nested: boolean }] => [`${shape}-plus`, { shape, nested: false }]),
  ['nested-contradiction-forcing-chains', { shape: 'contradiction-forcing-chains', nested: true }],
  ['nested-double-forcing-chains', { shape: 'double-forcing-chains', nested: true }],
  ['nested-cell-forcing-chains', { shape: 'dynamic-cell-forcing-chains', nested: true }],
  ['nested-region-forcing-chains', { shape: 'dynamic-region-forcing-chains', nested: true }],
]);

export const row = (cell: number): number => Math.floor(cell / 9);
export const column = (cell: number): number => cell % 9;
export const box = (cell: number): number => Math.floor(row(cell) / 3) * 3 + Math.floor(column(cell) / 3);

/** The cells of a unit (type, 1-based index). */
export function unitCells(type: 'row' | 'column' | 'box', index: number): number[] {
  const at = { row, column, box }[type];
  return Array.from({ length: 81 }, (_, cell) => cell).filter((cell) => at(cell) === index - 1);
}

/** The 27 units, each as its cells. */
const UNITS = (['row', 'column', 'box'] as const).flatMap((type) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((index) => unitCells(type, index)));
const PEERS = Array.from({ length: 81 }, (_, cell) => Array.from({ length: 81 }, (__, other) => other).filter((other) => arePeers(cell, other)));

/**
 * Naked and hidden singles on `masks` (a candidate mask a cell, a placed
 * digit as its one bit) until nothing changes; whether they empty a cell or
 * leave a digit no place in a unit. Changes `masks`.
 */
function singlesContradict(masks: number[]): boolean {
  const solved = new Set<number>();
  for (let changed = true; changed; ) {
    changed = false;
    for (let at = 0; at < 81; at++) {
      const mask = masks[at] ?? 0;
      if (mask === 0) return true;
      if ((mask & (mask - 1)) !== 0 || solved.has(at)) continue;
      solved.add(at);
      changed = true;
      for (const peer of PEERS[at] ?? []) masks[peer] = (masks[peer] ?? 0) & ~mask;
    }
    for (const unit of UNITS) {
      for (let d = 1; d <= 9; d++) {
        const places = unit.filter((at) => ((masks[at] ?? 0) & bit(d)) !== 0);
        if (places.length === 0) return true;
        const only = places[0] as number;
        if (places.length === 1 && masks[only] !== bit(d)) {
          masks[only] = bit(d);
          changed = true;
        }
      }
    }
  }
  return false;
}

/** The masks of `board` less the candidates `gone`, with `digit` assumed in `cell`. */
function assumed(board: Board, gone: ChainLink[], cell: number, digit: number): number[] {
  const masks = board.cells.map((placed, at) => (placed !== 0 ? bit(placed) : (board.masks[at] ?? 0)));
  for (const link of gone) masks[link.cell] = (masks[link.cell] ?? 0) & ~bit(link.digit);
  masks[cell] = (masks[cell] ?? 0) & bit(digit);
  return masks;
}

/** Whether `digit` in `cell` is false on `board` less `gone`: assuming it, singles alone meet a contradiction. */
export function singlesRefute(board: Board, gone: ChainLink[], cell: number, digit: number): boolean {
  return singlesContradict(assumed(board, gone, cell, digit));
}

/**
 * Whether `digit` in `cell` is false on `board` less `gone` by the shape of
 * the dynamic forcing chain `technique` with singles as its links: assuming
 * the candidate, singles meet a contradiction, or else, with what they
 * leave, some candidate on and off both meet one ("double"), every
 * candidate of some cell does ("cell"), or every place of some digit in
 * some unit does ("region"). A contradiction chain's removals are its
 * assumption's opposite and what that placement removes: singles reach
 * them.
 */
export function dynamicChainRefutes(
  board: Board,
  gone: ChainLink[],
  cell: number,
  digit: number,
  technique: string,
  contradict: (masks: number[]) => boolean = singlesContradict,
): boolean {
  const left = assumed(board, gone, cell, digit);
  if (contradict(left)) return true;
  const contradicts = (at: number, d: number, on: boolean): boolean => {
    const trial = [...left];
    trial[at] = on ? bit(d) : (trial[at] ?? 0) & ~bit(d);
    return contradict(trial);
  };
  /** Whether assuming `d` in `at` meets a contradiction (a candidate already gone does at once). */
  const refuted = (at: number, d: number): boolean => ((left[at] ?? 0) & bit(d)) === 0 || contradicts(at, d, true);
  const open = (at: number): boolean => {
    const mask = left[at] ?? 0;
    return (mask & (mask - 1)) !== 0;
  };
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  switch (technique) {
    case 'double-forcing-chains':
      return left.some((mask, at) => open(at) && digits.some((d) => (mask & bit(d)) !== 0 && contradicts(at, d, true) && contradicts(at, d, false)));
    case 'dynamic-cell-forcing-chains':
      return left.some((mask, at) => open(at) && digits.every((d) => (mask & bit(d)) === 0 || refuted(at, d)));
    case 'dynamic-region-forcing-chains':
      return UNITS.some((unit) =>
        digits.some((d) => {
          const places = unit.filter((at) => open(at) && ((left[at] ?? 0) & bit(d)) !== 0);
          return places.length > 0 && places.every((at) => refuted(at, d));
        }),
      );
    default:
      return false;
  }
}

/**
 * A propagation one level deeper: singles on `masks` and, each time they
 * stop, what the advanced rules of (+) chains remove, and in a nested
 * chain (level 2), where those remove nothing, every candidate a static
 * chain refutes (its forcing chains & cycles), until nothing changes;
 * whether it meets a contradiction. Changes `masks`.
 */
function deepContradict(nested: boolean): (masks: number[]) => boolean {
  return (masks) => {
    for (;;) {
      if (singlesContradict(masks)) return true;
      let gone = advancedRemovals(masks);
      if (gone.size === 0 && nested) {
        gone = new Set();
        for (let at = 0; at < 81; at++) {
          const mask = masks[at] ?? 0;
          if ((mask & (mask - 1)) === 0) continue;
          for (let d = 1; d <= 9; d++) if ((mask & bit(d)) !== 0 && staticChainRefutes(masks, at, d)) gone.add(at * 9 + d - 1);
        }
      }
      if (gone.size === 0) return false;
      for (const id of gone) masks[Math.floor(id / 9)] = (masks[Math.floor(id / 9)] ?? 0) & ~bit((id % 9) + 1);
    }
  };
}

/**
 * Whether `digit` in `cell` is false on `board` less `gone` by the shape of
 * the inner chain `technique` one level deeper (a dynamic forcing chain
 * (+) or a nested forcing chain of level 2): as dynamicChainRefutes, its
 * branches propagating by deepContradict.
 */
export function deepChainRefutes(board: Board, gone: ChainLink[], cell: number, digit: number, technique: string): boolean {
  const deep = DEEP_SHAPE.get(technique);
  return deep !== undefined && dynamicChainRefutes(board, gone, cell, digit, deep.shape, deepContradict(deep.nested));
}

export const linkName = (link: ChainLink): string => `r${row(link.cell) + 1}c${column(link.cell) + 1}${link.on ? '=' : '≠'}${link.digit}`;
const same = (a: ChainLink, b: ChainLink): boolean => a.cell === b.cell && a.digit === b.digit;

/**
 * What rules a chain's technique links may follow: none, the advanced ones
 * of (+) chains, those and inner forcing chains & cycles (level 2), those
 * and inner multiple forcing chains too (level 3), those of (+) chains
 * and inner dynamic forcing chains of level 0, 1 or 2 (level 4: its ids
 * serve its three nesting limits), or of level 0 or 2 (level 5).
 */
export type Inside = 'none' | 'plus' | 'nested' | 'nested-multiple' | 'nested-dynamic' | 'nested-dynamic-nested';

/** Which technique links a step's chains may hold. */
function insideOf(technique: string): Inside {
  if (technique === LEVEL5) return 'nested-dynamic-nested';
  if (NESTED_MULTIPLE.has(technique)) return 'nested-multiple';
  if (NESTED_DYNAMIC.has(technique)) return 'nested-dynamic';
  return NESTED.has(technique) ? 'nested' : PLUS.has(technique) ? 'plus' : 'none';
}

/** Whether a technique link of a chain that may hold `inside` may name `technique`. */
function mayName(inside: Inside, technique: string): boolean {
  const deep = inside === 'nested-dynamic' || inside === 'nested-dynamic-nested';
  if (ADVANCED.has(technique)) return inside !== 'none';
  if (INNER.has(technique)) return inside === 'nested' || inside === 'nested-multiple';
  if (INNER_MULTIPLE.has(technique)) return inside === 'nested-multiple';
  if (INNER_DYNAMIC_PLUS.has(technique)) return inside === 'nested-dynamic';
  return (INNER_DYNAMIC.has(technique) || INNER_NESTED.has(technique)) && deep;
}

/** The board of a pencil-mark string (9 characters a cell): a cell with one candidate is placed. */
export function boardOfMarks(marks: string): Board {
  const cells: number[] = [];
  const masks: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const digits = [...marks.slice(cell * 9, cell * 9 + 9)].filter((symbol) => symbol !== '.').map(Number);
    cells.push(digits.length === 1 ? (digits[0] as number) : 0);
    masks.push(digits.length === 1 ? 0 : digits.reduce((mask, digit) => mask | bit(digit), 0));
  }
  return { cells, masks };
}

/** Why link `index` does not follow from its parents by its rule on `board`, or null. */
export function linkFault(chain: ChainLink[], index: number, board: Board, inside: Inside = 'none'): string | null {
  const link = chain[index] as ChainLink;
  const name = linkName(link);
  if (((board.masks[link.cell] ?? 0) & bit(link.digit)) === 0) return `${name} is not a candidate`;
  if (link.from.some((from) => from < 0 || from >= index)) return `${name} follows from a later link`;
  const parents = link.from.map((from) => chain[from] as ChainLink);
  const offParents = parents.filter((parent) => !parent.on);
  switch (link.rule.kind) {
    case 'assumption':
      return index === 0 && parents.length === 0 ? null : `${name} is an assumption inside the chain`;
    case 'cell': {
      if (!link.on) {
        return parents.some((p) => p.on && p.cell === link.cell && p.digit !== link.digit) ? null : `${name}: no other digit of its cell is on`;
      }
      const others = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== link.digit && ((board.masks[link.cell] ?? 0) & bit(d)) !== 0);
      const offHere = others.filter((d) => offParents.some((p) => p.cell === link.cell && p.digit === d));
      return offHere.length === others.length ? null : `${name}: its cell has other candidates left`;
    }
    case 'unit': {
      const cells = unitCells(link.rule.unit.type, link.rule.unit.index);
      if (!cells.includes(link.cell)) return `${name} is not in ${link.rule.unit.type} ${link.rule.unit.index}`;
      if (!link.on) {
        const on = parents.some((p) => p.on && p.digit === link.digit && p.cell !== link.cell && cells.includes(p.cell));
        return on ? null : `${name}: its digit is not on elsewhere in the unit`;
      }
      const places = cells.filter((cell) => cell !== link.cell && ((board.masks[cell] ?? 0) & bit(link.digit)) !== 0);
      const left = places.filter((cell) => !offParents.some((p) => p.cell === cell && p.digit === link.digit));
      return left.length === 0 ? null : `${name}: the unit has other places left`;
    }
    case 'technique': {
      // The oracle does not re-run the technique: it checks the link is "off", from "off" links, and false once they are.
      const { technique } = link.rule;
      if (inside === 'none') return `${name}: a technique inside a chain of a technique without advanced rules`;
      if (link.on || parents.length === 0 || offParents.length !== parents.length || !mayName(inside, technique)) {
        return `${name}: not an "off" link from "off" links by ${technique}`;
      }
      const follows = INNER_DYNAMIC.has(technique)
        ? dynamicChainRefutes(board, parents, link.cell, link.digit, technique)
        : DEEP_SHAPE.has(technique)
          ? deepChainRefutes(board, parents, link.cell, link.digit, technique)
          : singlesRefute(board, parents, link.cell, link.digit);
      return follows ? null : `${name} does not follow from its parents by ${technique}`;
    }
  }
}

/** Why the step's chains do not make it, or null. */
export function stepFault(step: Step, board: Board): string | null {
  const { chains } = step;
  if (chains.length === 0) return 'no chains';
  for (const chain of chains) {
    if (chain[0]?.rule.kind !== 'assumption') return 'a chain does not start with its assumption';
    for (let i = 0; i < chain.length; i++) {
      const fault = linkFault(chain, i, board, insideOf(step.technique));
      if (fault !== null) return fault;
    }
    for (const link of chain) if (!step.pattern.cells.includes(link.cell)) return `the pattern leaves out ${linkName(link)}`;
  }
  const first = chains.map((chain) => chain[0] as ChainLink);
  const last = chains.map((chain) => chain[chain.length - 1] as ChainLink);
  const places = (link: ChainLink): boolean => step.placements.some((p) => p.cell === link.cell && p.digit === link.digit);
  const removes = (cell: number, digit: number): boolean => step.eliminations.some((e) => e.cell === cell && e.digit === digit);
  const concludes = (link: ChainLink): boolean => (link.on ? places(link) : removes(link.cell, link.digit) && step.placements.length === 0);
  const opposite = (link: ChainLink): ChainLink => ({ ...link, on: !link.on });
  const allEndIn = (end: ChainLink): boolean => last.every((link) => same(link, end) && link.on === end.on);
  const end = last[0] as ChainLink;
  const start = first[0] as ChainLink;
  if (CYCLES.has(step.technique)) {
    const chain = chains[0] as ChainLink[];
    if (chains.length !== 1 || !same(start, end) || !start.on || !end.on) return 'a cycle does not come back on to its start';
    for (const { cell, digit } of step.eliminations) {
      const sees = (on: boolean): boolean => chain.some((l) => l.digit === digit && l.on === on && arePeers(l.cell, cell));
      if (chain.some((l) => l.cell === cell) || !sees(true) || !sees(false)) return `the cycle does not remove ${digit} from ${cell}`;
    }
    return null;
  }
  if (FORCING.has(step.technique)) {
    if (chains.length !== 1 || !same(start, end) || start.on === end.on) return 'a forcing chain does not reach its start\'s opposite';
    return concludes(end) ? null : 'the step does not conclude its chain';
  }
  /** Why the chains do not have the shape of `kind`, or null. */
  const shapeFault = (kind: Shape): string | null => {
    if (kind === 'contradiction') {
      const [a, b] = last as [ChainLink, ChainLink];
      if (chains.length !== 2 || !same(a, b) || a.on === b.on) return 'the chains do not meet in a contradiction';
      if (!first.every((link) => same(link, start) && link.on === start.on)) return 'the chains start from different assumptions';
      return concludes(opposite(start)) ? null : 'the step does not conclude the opposite of its assumption';
    }
    if (!allEndIn(end) || !concludes(end)) return 'the chains do not all reach the step\'s conclusion';
    if (kind === 'double') {
      const [a, b] = first as [ChainLink, ChainLink];
      return chains.length === 2 && same(a, b) && a.on !== b.on ? null : 'not the two sides of one candidate';
    }
    if (!first.every((link) => link.on)) return 'an assumption is not "on"';
    if (kind === 'cell') {
      const mask = board.masks[start.cell] ?? 0;
      const digits = first.map((link) => link.digit).sort();
      const all = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => (mask & bit(d)) !== 0);
      return first.every((link) => link.cell === start.cell) && digits.join() === all.join() ? null : 'not one chain per candidate of the cell';
    }
    const digit = start.digit;
    const cells = first.map((link) => link.cell).sort((x, y) => x - y);
    const covers = (['row', 'column', 'box'] as const).some((type) => {
      const at = { row, column, box }[type];
      const places = unitCells(type, at(start.cell) + 1).filter((cell) => ((board.masks[cell] ?? 0) & bit(digit)) !== 0);
      return places.join() === cells.join();
    });
    return first.every((link) => link.digit === digit) && covers ? null : 'not one chain per place of the digit in a unit';
  };
  // Level 5's one id serves four kinds: its chains must have one of their shapes.
  const kinds = step.technique === LEVEL5 ? [...SHAPES.keys()] : [...SHAPES].filter(([, techniques]) => techniques.has(step.technique)).map(([kind]) => kind);
  if (kinds.length === 0) return `unexpected technique ${step.technique}`;
  const faults = kinds.map(shapeFault);
  return faults.includes(null) ? null : faults.join('; ');
}
