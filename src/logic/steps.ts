/**
 * Steps as the API gives them: decoded from the engine's step records
 * (format in assembly/engine/logic/step.ts) and described in one plain
 * sentence in rNcM notation.
 */
import {
  CHAIN_LINK_WORDS, CHAIN_RULE_ASSUMPTION, CHAIN_RULE_CELL, CHAIN_RULE_TECHNIQUE, STEP_CELLS, STEP_DIGITS,
  STEP_ELIMINATIONS, STEP_HEADER_WORDS, STEP_LENGTH, STEP_PLACEMENTS, STEP_RATING10, STEP_TECHNIQUE, STEP_UNITS,
} from '../engine-js/generated/logic/abi-constants.js';
import type { LogicViews } from './abi.js';
import { chainSentence } from './chain-text.js';
import { cellName, unitName } from './names.js';
import type { CellDigit, ChainLink, ChainRule, Step, UnitRef } from './step-types.js';
import { techniqueOfEngineId } from './techniques.js';

/** The unit of the engine's unit number (rows, then columns, then boxes). */
function unitRef(unit: number, side: number): UnitRef {
  if (unit < side) return { type: 'row', index: unit + 1 };
  if (unit < 2 * side) return { type: 'column', index: unit - side + 1 };
  return { type: 'box', index: unit - 2 * side + 1 };
}


function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}

function digitsOf(mask: number, side: number): number[] {
  const digits: number[] = [];
  for (let d = 1; d <= side; d++) if ((mask & (1 << (d - 1))) !== 0) digits.push(d);
  return digits;
}

/** "r2c5 and r2c7 cannot be 4; r3c1 cannot be 6", grouped by digit. */
function eliminationWords(eliminations: CellDigit[], side: number): string {
  const byDigit = new Map<number, string[]>();
  for (const { cell, digit } of eliminations) {
    const cells = byDigit.get(digit) ?? [];
    cells.push(cellName(cell, side));
    byDigit.set(digit, cells);
  }
  return [...byDigit]
    .sort((a, b) => a[0] - b[0])
    .map(([digit, cells]) => `${listWords(cells)} cannot be ${digit}`)
    .join('; ');
}

function placementWords(placements: CellDigit[], side: number): string {
  return listWords(placements.map(({ cell, digit }) => `${cellName(cell, side)} is ${digit}`));
}

/** The sentence of a step. */
function describe(step: Omit<Step, 'text'>, name: string, side: number): string {
  const { placements, eliminations, pattern } = step;
  const units = pattern.units.map(unitName);
  const cells = pattern.cells.map((cell) => cellName(cell, side));
  const digits = pattern.digits.join(', ');
  const first = placements[0];
  const result = placements.length > 0 ? placementWords(placements, side) : eliminationWords(eliminations, side);
  if (step.chains.length > 0) return chainSentence(name, step.chains, result, side);
  switch (step.technique) {
    case 'full-house':
      return `${first ? cellName(first.cell, side) : '?'} can only be ${first?.digit ?? '?'}: it is the last empty cell of ${units[0] ?? '?'}.`;
    case 'hidden-single-box':
    case 'hidden-single-line':
      return `${first ? cellName(first.cell, side) : '?'} can only be ${first?.digit ?? '?'}: it is the only place for ${first?.digit ?? '?'} in ${units[0] ?? '?'}.`;
    case 'naked-single':
      return `${first ? cellName(first.cell, side) : '?'} can only be ${first?.digit ?? '?'}: every other digit is already in its row, column or box.`;
    case 'direct-pointing':
    case 'direct-claiming':
      return `${name}: ${pattern.digits[0] ?? '?'} in ${units[0] ?? '?'} lies only in ${units[1] ?? '?'}, so in ${units[2] ?? '?'} it can only go in ${first ? cellName(first.cell, side) : '?'}, which is ${first?.digit ?? '?'}.`;
    case 'pointing':
    case 'claiming':
      return `${name}: ${digits} in ${units[0] ?? '?'} lies only in ${units[1] ?? '?'} (${listWords(cells)}), so ${result}.`;
    case 'direct-hidden-pair':
    case 'direct-hidden-triplet':
      return `${name}: in ${units[0] ?? '?'} the digits ${listWords(digitsOf(maskWithout(pattern.digits, first?.digit), side).map(String))} fill ${listWords(cells.slice(0, -1))}, so ${result}.`;
    case 'naked-pair':
    case 'naked-triplet':
    case 'naked-quad':
      return `${name}: ${listWords(cells)} hold only ${digits} between them in ${units[0] ?? '?'}, so ${result}.`;
    case 'hidden-pair':
    case 'hidden-triplet':
    case 'hidden-quad':
      return `${name}: in ${units[0] ?? '?'} the digits ${digits} fit only in ${listWords(cells)}, so ${result}.`;
    case 'x-wing':
    case 'swordfish':
    case 'jellyfish': {
      const half = units.length / 2;
      return `${name} on ${digits}: in ${listWords(units.slice(0, half))} the ${digits}s lie in ${listWords(units.slice(half))}, so ${result}.`;
    }
    default:
      return `${name}${digits === '' ? '' : ` on ${digits}`}${cells.length > 0 ? ` using ${listWords(cells)}` : ''}: ${result}.`;
  }
}

function maskWithout(digits: number[], digit: number | undefined): number {
  let mask = 0;
  for (const d of digits) if (d !== digit) mask |= 1 << (d - 1);
  return mask;
}

/**
 * Decodes `count` records from the start of the step list.
 * @param side of the loaded board
 */
export function readSteps(views: LogicViews, count: number, side: number): Step[] {
  const words = views.steps;
  const steps: Step[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const engineId = words[at + STEP_TECHNIQUE] ?? -1;
    const rating10 = words[at + STEP_RATING10] ?? 0;
    const placementCount = words[at + STEP_PLACEMENTS] ?? 0;
    const eliminationCount = words[at + STEP_ELIMINATIONS] ?? 0;
    const cellCount = words[at + STEP_CELLS] ?? 0;
    const unitCount = words[at + STEP_UNITS] ?? 0;
    const digitMask = words[at + STEP_DIGITS] ?? 0;
    const length = words[at + STEP_LENGTH] ?? STEP_HEADER_WORDS;
    let item = at + STEP_HEADER_WORDS;
    const take = (n: number): number[] => {
      const out = Array.from(words.subarray(item, item + n));
      item += n;
      return out;
    };
    const decode = (code: number): CellDigit => ({ cell: code >> 8, digit: code & 0xff });
    const placements = take(placementCount).map(decode);
    const eliminations = take(eliminationCount).map(decode);
    const cells = take(cellCount);
    const units = take(unitCount).map((unit) => unitRef(unit, side));
    const chains = item < at + length ? readChains(words, item, side) : [];
    const info = techniqueOfEngineId(engineId);
    const step = {
      technique: info.id,
      rating: rating10 / 10,
      placements,
      eliminations,
      pattern: { cells, units, digits: digitsOf(digitMask, side) },
      chains,
    };
    steps.push({ ...step, text: describe(step, info.name, side) });
    at += length;
  }
  return steps;
}

/** The rule of a link from its engine code (abi-constants.ts CHAIN_RULE_*). */
function chainRule(code: number, side: number): ChainRule {
  if (code === CHAIN_RULE_ASSUMPTION) return { kind: 'assumption' };
  if (code === CHAIN_RULE_CELL) return { kind: 'cell' };
  if (code >= CHAIN_RULE_TECHNIQUE) return { kind: 'technique', technique: techniqueOfEngineId(code - CHAIN_RULE_TECHNIQUE).id };
  return { kind: 'unit', unit: unitRef(code, side) };
}

/** Decodes the chains a chain step's record carries after its units (format in abi-constants.ts). */
function readChains(words: Int32Array, start: number, side: number): ChainLink[][] {
  let at = start;
  const chains: ChainLink[][] = [];
  const chainCount = words[at++] ?? 0;
  for (let c = 0; c < chainCount; c++) {
    const chain: ChainLink[] = [];
    const linkCount = words[at++] ?? 0;
    for (let l = 0; l < linkCount; l++) {
      const [code = 0, on = 0, rule = CHAIN_RULE_ASSUMPTION, parents = 0] = words.subarray(at, at + CHAIN_LINK_WORDS);
      at += CHAIN_LINK_WORDS;
      const from = Array.from(words.subarray(at, at + parents));
      at += parents;
      chain.push({ cell: code >> 8, digit: code & 0xff, on: on !== 0, from, rule: chainRule(rule, side) });
    }
    chains.push(chain);
  }
  return chains;
}
