/**
 * The words of a chain step: each chain walked from its assumption to its
 * end ("r1c6=3 → r1c2≠3 (row 1) → r3c2=3 (box 1)"), each link named with
 * the rule that makes it follow, and the links it follows from when they
 * are not just the one before it. A long chain keeps its first and last
 * links with the count of those between, so a sentence stays readable.
 */
import { NESTED_CHAINS } from '../engine-js/target/build-goal.js';
import { cellName, unitName } from './names.js';
import type { ChainLink, ChainRule } from './step-types.js';
import { TECHNIQUES } from './techniques.js';

/** Chains longer than this are shortened to their first and last links. */
const LONGEST_WALKED = 8;
/** Links kept at the start and at the end of a shortened chain. */
const KEPT_FIRST = 3;
const KEPT_LAST = 2;

/** "r1c6=3" or "r1c2≠3". */
function linkName(link: ChainLink, side: number): string {
  return `${cellName(link.cell, side)}${link.on ? '=' : '≠'}${link.digit}`;
}

function ruleWords(rule: ChainRule): string {
  switch (rule.kind) {
    case 'assumption':
      return 'assumed';
    case 'cell':
      return 'cell';
    case 'unit':
      return unitName(rule.unit);
    case 'technique':
      return TECHNIQUES.find((t) => t.id === rule.technique)?.name ?? rule.technique;
  }
}

/** A link with its rule, and its parents when it does not follow from the link just before it. */
function linkWords(chain: ChainLink[], index: number, side: number): string {
  const link = chain[index];
  if (link === undefined) return '?';
  const name = linkName(link, side);
  if (link.rule.kind === 'assumption') return name;
  const fromPrevious = link.from.length === 1 && link.from[0] === index - 1;
  const parents = link.from.map((from) => {
    const parent = chain[from];
    return parent === undefined ? '?' : linkName(parent, side);
  });
  return `${name} (${ruleWords(link.rule)}${fromPrevious ? '' : `, from ${parents.join(' & ')}`})`;
}

/** The technique of a link an inner chain made (nested forcing chains: a technique whose own steps are chains, whose ids all end so), or undefined. */
function innerChainOf(link: ChainLink): string | undefined {
  return link.rule.kind === 'technique' && /-(chain|chains|cycle)$/.test(link.rule.technique) ? link.rule.technique : undefined;
}

/**
 * ", among them r5c3≠7 (Forcing chain), r2c2≠9 (Region forcing chains) and
 * 6 more made by inner chains": the links of a shortened chain's middle
 * that inner chains made, the first of each inner technique named (a level-3
 * chain rests on a dozen), or "".
 */
function innerChainWords(middle: ChainLink[], side: number): string {
  const inner = middle.filter((link) => innerChainOf(link) !== undefined);
  const named = inner.filter((link, index) => inner.findIndex((other) => innerChainOf(other) === innerChainOf(link)) === index);
  if (named.length === 0) return '';
  const rest = inner.length - named.length;
  const names = named.map((link) => `${linkName(link, side)} (${ruleWords(link.rule)})`).join(', ');
  return `, among them ${names}${rest > 0 ? ` and ${rest} more made by inner chains` : ''}`;
}

/**
 * One chain in words, shortened when long; a shortened chain still names
 * the inner chains its middle rests on ("… 40 more links, among them
 * r5c3≠7 (Forcing chain) and 3 more made by inner chains …").
 */
export function chainWords(chain: ChainLink[], side: number): string {
  const indexes = chain.map((_, index) => index);
  if (chain.length <= LONGEST_WALKED) return indexes.map((i) => linkWords(chain, i, side)).join(' → ');
  const first = indexes.slice(0, KEPT_FIRST).map((i) => linkWords(chain, i, side));
  const last = indexes.slice(-KEPT_LAST).map((i) => linkWords(chain, i, side));
  const between = chain.length - KEPT_FIRST - KEPT_LAST;
  // A build without nested chains (the page's) has no such links.
  const among = NESTED_CHAINS ? innerChainWords(chain.slice(KEPT_FIRST, -KEPT_LAST), side) : '';
  return [...first, `… ${between} more links${among} …`, ...last].join(' → ');
}

/** The sentence of a chain step: its name, its chains, then what follows ("so r1c6 cannot be 3"). */
export function chainSentence(name: string, chains: ChainLink[][], result: string, side: number): string {
  return `${name}: ${chains.map((chain) => chainWords(chain, side)).join('; ')}; so ${result}.`;
}
