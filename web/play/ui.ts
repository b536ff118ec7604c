/**
 * The Play tab: new puzzles from the generator, the grid and digit pad,
 * notes, undo/redo, Check, hints that teach, the clock, saving and the
 * share link. Rules and state live in game.ts; this file wires them to the
 * page and to the worker (through `PlayBackend`).
 */
import { parse } from '../../src/grid.js';
import { bitOf, boardOf, cellName, digitOfKey, symbolOf } from './board.js';
import { digitsLeft } from './conflicts.js';
import { COLOURS, Game, type PuzzleInfo } from './game.js';
import { evidenceOf, evidenceSvg } from './hint-evidence.js';
import { hintLine } from './hint-text.js';
import { applyMark, keyOfCode, setUpMarkModes, type MarkMode } from './marks.js';
import { revealStep } from './reveal.js';
import type { GeneratedPuzzle, HintStep, PlayAnswer, PlayRequest } from './messages.js';
import { loadGame, saveGame } from './save.js';
import { isPlayHash, readShareHash, shareHash } from './share.js';
import { formatClock, GameTimer } from './timer.js';
import { GridView, plainMarks, type Marks } from './view.js';

/** Distributes the PlayRequest union over Omit, so each request keeps its own fields. */
type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

/** What the Play tab needs from the worker. */
export interface PlayBackend {
  /** A generate, hint or rate request, answered by the worker. */
  play(request: Unsent<PlayRequest>): Promise<PlayAnswer>;
  /** The unique solution of `line`, or why there is none. */
  solveUnique(line: string): Promise<{ solution: string } | { problem: string }>;
}

/** How often the clock on screen ticks, and the game is saved while played. */
const TICK_MS = 1000;
const SAVE_EVERY_MS = 5000;

const $ = <T extends HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`page is missing #${id}`);
  return element as T;
};

/** A hint shown and not yet applied, for the position it was asked for. */
interface ShownHint {
  step: HintStep;
  version: number;
  /** Its evidence as SVG markup. */
  evidence: string;
}

/** Sets the Play tab up: restores the saved game (or opens the linked one). */
export function setUpPlay(backend: PlayBackend): void {
  const grid = $('play-grid');
  const pad = $('pad');
  const levelSelect = $<HTMLSelectElement>('play-level');
  const sizeSelect = $<HTMLSelectElement>('play-size');
  const newGame = $<HTMLButtonElement>('new-game');
  const undoButton = $<HTMLButtonElement>('undo');
  const redoButton = $<HTMLButtonElement>('redo');
  const hintButton = $<HTMLButtonElement>('hint');
  const checkButton = $<HTMLButtonElement>('play-check');
  const fillButton = $<HTMLButtonElement>('fill-notes');
  const autoNotes = $<HTMLInputElement>('auto-notes');
  const ratingOut = $('play-rating');
  const timerOut = $('play-timer');
  const hintOut = $('hint-text');
  const mistakesOut = $('mistakes');
  const statusOut = $('game-status');
  const shareLink = $<HTMLAnchorElement>('share-link');

  let game: Game | undefined;
  let timer = new GameTimer();
  let selected = 0;
  /** More cells selected with `selected` (Shift/Ctrl+click, or a drag on touch): marks go to all. */
  let also = new Set<number>();
  let mode: MarkMode = 'digit';
  /** Bumped on every change of the position: a hint is applied only to the position it was made for. */
  let version = 0;
  let shownHint: ShownHint | undefined;
  let wrongShown = new Set<number>();
  let lastSaved = 0;

  const view = new GridView(grid, (cell, adding) => {
    if (adding) also.add(selected);
    else also = new Set();
    also.delete(cell);
    selected = cell;
    redraw();
  });
  const modes = setUpMarkModes((next) => {
    mode = next;
    redraw();
  });
  const autoCheck = $<HTMLInputElement>('auto-check');
  autoCheck.addEventListener('change', () => {
    if (game !== undefined) game.autoCheck = autoCheck.checked;
    redraw();
    save();
  });
  $<HTMLInputElement>('labels').addEventListener('change', (event) => grid.classList.toggle('labelled', (event.target as HTMLInputElement).checked));

  function marks(): Marks {
    const base = { ...plainMarks(selected), also };
    if (shownHint !== undefined) {
      const { step } = shownHint;
      return {
        ...base,
        evidence: shownHint.evidence,
        patternCells: new Set(step.pattern.cells),
        unitCells: new Set(step.pattern.units.flat()),
        targetCells: new Set([...step.placements, ...step.eliminations].map((p) => p.cell)),
      };
    }
    return { ...base, wrongCells: game?.autoCheck === true ? new Set([...wrongShown, ...game.wrongCells()]) : wrongShown };
  }

  function redraw(): void {
    if (game === undefined) return;
    view.draw(game, marks());
    undoButton.disabled = !game.canUndo;
    redoButton.disabled = !game.canRedo;
    modes.show(mode);
    const left = digitsLeft(game.currentValues(), game.side);
    const notes = game.notesAt(selected);
    pad.querySelectorAll<HTMLElement>('[data-digit]').forEach((button) => {
      const digit = Number(button.dataset['digit']);
      const count = left[digit - 1] ?? 0;
      button.dataset['left'] = String(count);
      button.classList.toggle('done', count === 0);
      button.classList.toggle('noted', (notes & bitOf(digit)) !== 0);
    });
    mistakesOut.textContent = game.autoCheck ? `Mistakes: ${game.mistakes}` : '';
    timerOut.textContent = formatClock(timer.elapsed(performance.now()));
  }

  function save(): void {
    if (game !== undefined) saveGame(localStorage, game, timer.elapsed(performance.now()));
    lastSaved = performance.now();
  }

  function showRating(): void {
    if (game === undefined) return;
    const { level, er } = game.info;
    const size = `${game.side}×${game.side}`;
    ratingOut.textContent =
      er !== undefined ? `${size} · ${level ?? ''} · SE rating ${er.toFixed(1)}` : `${size} · not rated${game.side === 9 ? '' : ' (ratings are for 9×9)'}`;
  }

  function buildPad(side: number): void {
    const buttons: HTMLButtonElement[] = [];
    for (let digit = 1; digit <= side; digit++) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = symbolOf(digit);
      button.dataset['testid'] = `digit-${digit}`;
      button.dataset['digit'] = String(digit);
      // In colour mode the first pad digits paint: each wears its colour (style.css).
      if (digit <= COLOURS) button.dataset['colour'] = String(digit);
      button.addEventListener('click', () => enter(digit));
      buttons.push(button);
    }
    const erase = document.createElement('button');
    erase.type = 'button';
    erase.textContent = '⌫';
    erase.setAttribute('aria-label', 'Erase');
    erase.dataset['testid'] = 'erase';
    erase.addEventListener('click', () => eraseSelection());
    buttons.push(erase);
    pad.dataset['side'] = String(side);
    pad.replaceChildren(...buttons);
  }

  /** Starts showing `next` (a new, restored or linked game). */
  function begin(next: Game, elapsedMs: number): void {
    game = next;
    timer = new GameTimer(elapsedMs);
    autoNotes.checked = next.autoUpdateNotes;
    selected = Math.max(0, next.givens.findIndex((digit) => digit === 0));
    also = new Set();
    autoCheck.checked = next.autoCheck;
    // The intro is for before the first game: from then on the grid gets its room.
    document.documentElement.classList.add('played');
    shownHint = undefined;
    wrongShown = new Set();
    version++;
    buildPad(next.side);
    sizeSelect.value = String(next.side);
    sizeChanged();
    if (next.info.level !== undefined && [...levelSelect.options].some((o) => o.value === next.info.level)) levelSelect.value = next.info.level;
    shareLink.href = shareHash(next.givens);
    // The address is the game's link too: a reload comes back to this game
    // (open() continues the saved one when the link's puzzle is its puzzle).
    history.replaceState(null, '', shareHash(next.givens));
    hintOut.textContent = '';
    showRating();
    if (next.isSolved()) finish();
    else {
      statusOut.textContent = next.solution === undefined ? 'Finding the solution…' : 'Playing.';
      if (document.visibilityState === 'visible') timer.start(performance.now());
    }
    redraw();
    save();
  }

  function finish(): void {
    timer.pause(performance.now());
    statusOut.textContent = `Puzzle solved in ${formatClock(timer.elapsed(performance.now()))}. Well done!`;
    hintOut.textContent = '';
  }

  /** After a move: forget hints and marks that belonged to the old position, redraw, save. */
  function changed(did: boolean): void {
    if (!did || game === undefined) return;
    version++;
    shownHint = undefined;
    wrongShown = new Set();
    hintOut.textContent = '';
    if (game.isSolved()) finish();
    else if (!timer.running && document.visibilityState === 'visible') {
      timer.start(performance.now());
      statusOut.textContent = 'Playing.';
    }
    redraw();
    save();
  }

  function enter(digit: number, as: MarkMode = mode): void {
    if (game === undefined || game.isSolved()) return;
    changed(applyMark(game, as, selected, [selected, ...also], digit));
  }

  /** Erase: colours off in colour mode, else digits and marks off, in every selected cell. */
  function eraseSelection(): void {
    if (game === undefined || game.isSolved()) return;
    const cells = [selected, ...also];
    changed(mode === 'colour' ? game.paint(cells, 0) : game.erase(cells));
  }

  async function startNew(): Promise<void> {
    const size = Number(sizeSelect.value);
    const level = levelSelect.value;
    newGame.disabled = true;
    statusOut.textContent = `Making a ${level} ${size}×${size} puzzle…`;
    try {
      const seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
      const answer = await backend.play({ kind: 'generate', size, level, seed });
      if (answer.status !== 'generated') throw new Error(answer.status === 'refused' ? answer.message : 'no puzzle came back');
      begin(gameOf(answer), 0);
    } catch (error) {
      statusOut.textContent = `No new puzzle: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      newGame.disabled = false;
    }
  }

  async function hint(): Promise<void> {
    if (game === undefined || game.isSolved()) return;
    if (shownHint !== undefined && shownHint.version === version) {
      const { step } = shownHint;
      changed(game.applyStep(step));
      return;
    }
    if (game.solution === undefined) {
      hintOut.textContent = 'Hints come once the solution is known.';
      return;
    }
    const mistake = game.firstMistake();
    if (mistake !== undefined) {
      wrongShown = new Set([mistake.cell]);
      hintOut.textContent = Game.mistakeText(mistake, game.side);
      redraw();
      return;
    }
    const asked = version;
    const position = game.hintPosition();
    hintButton.disabled = true;
    try {
      const answer = await backend.play({ kind: 'hint', side: position.side, cells: position.cells, candidates: position.candidates });
      if (asked !== version) return; // the player moved meanwhile: that hint is stale
      if (answer.status === 'refused' && answer.stuck === true) throw new Stuck(answer.message);
      if (answer.status !== 'hint') throw new Error(answer.status === 'refused' ? answer.message : 'no hint came back');
      show(answer);
    } catch (error) {
      const reveal = error instanceof Stuck && game.solution !== undefined ? revealStep(game.hintPosition(), game.solution) : undefined;
      if (reveal !== undefined) return show(reveal);
      hintOut.textContent = `No hint: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      hintButton.disabled = false;
    }
  }

  /** Shows `step` as the hint for the current position: its line, its pattern and its evidence. */
  function show(step: HintStep): void {
    if (game === undefined) return;
    const evidence = evidenceSvg(evidenceOf(step, game.hintPosition().candidates, game.side));
    shownHint = { step, version, evidence };
    const line = step.technique === 'reveal' ? `${step.name}: ${step.text}` : hintLine(step.name, step.rating, step.text, game.side);
    hintOut.textContent = `${line} Press Hint again to apply it.`;
    redraw();
  }

  function check(): void {
    if (game === undefined) return;
    if (game.solution === undefined) {
      statusOut.textContent = 'The solution is not known yet.';
      return;
    }
    const wrong = game.wrongCells();
    wrongShown = new Set(wrong);
    shownHint = undefined;
    const count = wrong.length;
    hintOut.textContent =
      count === 0 ? 'No mistakes so far.' : `${count} wrong digit${count === 1 ? '' : 's'}: ${wrong.map((c) => cellName(c, game?.side ?? 9)).join(', ')}.`;
    redraw();
  }

  /** Moves the selection by rows and columns, staying on the grid. */
  function move(rows: number, columns: number): void {
    if (game === undefined) return;
    const side = game.side;
    const row = Math.min(side - 1, Math.max(0, Math.floor(selected / side) + rows));
    const column = Math.min(side - 1, Math.max(0, (selected % side) + columns));
    selected = row * side + column;
    redraw();
    view.cell(selected)?.focus();
  }

  // Keys anywhere in the Play tab (not while choosing in a select or typing
  // in a field), so they still reach the grid after a button was pressed.
  $('play').addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement || game === undefined || event.altKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    const arrows: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const arrow = arrows[event.key];
    const digit = event.ctrlKey ? 0 : digitOfKey(event.key, game.side);
    const corner = event.shiftKey && !event.ctrlKey ? keyOfCode(event.code, game.side) : 0;
    if (event.ctrlKey && key === 'z') changed(event.shiftKey ? game.redo() : game.undo());
    else if (event.ctrlKey && key === 'y') changed(game.redo());
    else if (event.ctrlKey) return;
    else if (arrow !== undefined) move(...arrow);
    else if (corner !== 0) enter(corner, 'corner');
    else if (digit !== 0) enter(digit);
    else if (key === 'backspace' || key === 'delete' || key === '0' || key === '.') eraseSelection();
    else if (key === 'n') toggleNotes();
    else if (key === 'escape' && also.size > 0) {
      also = new Set();
      redraw();
    }
    else if (key === 'h') void hint();
    else return;
    event.preventDefault();
  });

  function toggleNotes(): void {
    mode = mode === 'centre' ? 'digit' : 'centre';
    redraw();
  }

  newGame.addEventListener('click', () => void startNew());
  // Levels are ratings, and ratings are 9×9 only.
  const sizeChanged = (): void => {
    levelSelect.disabled = sizeSelect.value !== '9';
  };
  sizeSelect.addEventListener('change', sizeChanged);
  fillButton.addEventListener('click', () => changed(game?.fillCandidates() ?? false));
  undoButton.addEventListener('click', () => changed(game?.undo() ?? false));
  redoButton.addEventListener('click', () => changed(game?.redo() ?? false));
  hintButton.addEventListener('click', () => void hint());
  checkButton.addEventListener('click', check);
  autoNotes.addEventListener('change', () => {
    if (game === undefined) return;
    game.autoUpdateNotes = autoNotes.checked;
    save();
  });

  // The clock stops while the tab is hidden; the game is saved whenever the page may go away.
  document.addEventListener('visibilitychange', () => {
    const now = performance.now();
    if (document.visibilityState === 'hidden') {
      timer.pause(now);
      save();
    } else if (game !== undefined && !game.isSolved()) timer.start(now);
  });
  addEventListener('pagehide', save);
  setInterval(() => {
    if (!timer.running) return;
    timerOut.textContent = formatClock(timer.elapsed(performance.now()));
    if (performance.now() - lastSaved >= SAVE_EVERY_MS) save();
  }, TICK_MS);

  void open();

  /** The linked puzzle (continuing its saved game, if that is the one), else the saved game, else a new puzzle. */
  async function open(): Promise<void> {
    const saved = loadGame(localStorage);
    const shared = isPlayHash(location.hash) ? readShareHash(location.hash) : undefined;
    if (shared instanceof Error) statusOut.textContent = `This link's puzzle cannot be played: ${shared.message}.`;
    const savedIsShared = shared !== undefined && !(shared instanceof Error) && saved?.game.side === shared.side && saved.game.givens.every((d, k) => d === shared.givens[k]);
    if (shared !== undefined && !(shared instanceof Error) && !savedIsShared) begin(Game.start(shared.side, shared.givens), 0);
    else if (saved !== undefined) begin(saved.game, saved.elapsedMs);
    else {
      await startNew();
      return;
    }
    if (game !== undefined && game.solution === undefined) await completeLinked(game);
  }

  /** Finds a linked puzzle's solution (and, on 9×9, its rating) in the worker. */
  async function completeLinked(linked: Game): Promise<void> {
    const line = linked.givens.map((d) => (d === 0 ? '.' : symbolOf(d))).join('');
    const solved = await backend.solveUnique(line);
    if (game !== linked) return;
    if ('problem' in solved) {
      statusOut.textContent = `This puzzle ${solved.problem}: Check and Hint are off.`;
      return;
    }
    linked.solution = [...parse(solved.solution).cells];
    if (!linked.isSolved()) statusOut.textContent = 'Playing.';
    save();
    if (linked.side !== 9 || linked.info.er !== undefined) return;
    const rating = await backend.play({ kind: 'rate', puzzle: line }).catch(() => undefined);
    if (rating?.status === 'rated' && game === linked) {
      linked.info.er = rating.er;
      linked.info.level = rating.level;
      showRating();
      save();
    }
  }
}

/** The worker found no technique for the position: the page offers to reveal a cell instead. */
class Stuck extends Error {}

/** A game from a generated puzzle. */
function gameOf(puzzle: GeneratedPuzzle): Game {
  const givens = [...parse(puzzle.puzzle).cells];
  const solution = [...parse(puzzle.solution).cells];
  boardOf(puzzle.side); // throws on a size the page cannot show
  const info: PuzzleInfo = { seed: puzzle.seed };
  if (puzzle.level !== null) info.level = puzzle.level;
  if (puzzle.er !== null) info.er = puzzle.er;
  return Game.start(puzzle.side, givens, solution, info);
}
