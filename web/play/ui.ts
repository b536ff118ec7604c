/**
 * The Play tab: new puzzles from the generator, the grid and digit pad,
 * notes, undo/redo, Check, hints that teach, the clock, pause, the games
 * list (one history entry per game) and the share link. Rules and state
 * live in game.ts, the list in games.ts; this file wires them to the page
 * and to the worker (through `PlayBackend`).
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
import { keepFocusOnGrid } from './focus.js';
import { GAMES_KEY, GameShelf, type GameSummary } from './games.js';
import { showGames } from './games-list.js';
import { browserStore } from './save.js';
import { isPlayHash, readShareHash, shareHash } from './share.js';
import { showStats } from './stats.js';
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
  const shareNote = $('share-note');
  const pauseButton = $<HTMLButtonElement>('pause');
  const gamesList = $('games');
  const statsTable = $<HTMLTableElement>('stats');
  const notice = $('notice');

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
  let paused = false;
  /** The games list, and the summary of the game on screen. */
  const shelf = new GameShelf(browserStore());
  let summary: GameSummary | undefined;
  let saveFailed = false;
  const say = (text: string): void => {
    notice.textContent = text;
    notice.hidden = false;
  };
  if (shelf.damaged) say('The saved games could not be read back, so the list starts afresh.');
  /** No move on a finished grid, nor while paused. */
  const locked = (): boolean => game === undefined || paused || game.isSolved();

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
    undoButton.disabled = !game.canUndo || locked();
    redoButton.disabled = !game.canRedo || locked();
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
    if (game === undefined || summary === undefined) return;
    if (!shelf.save(summary, game, timer.elapsed(performance.now())) && !saveFailed) {
      saveFailed = true;
      say('The browser refuses to store more: this game is kept only while the page stays open.');
    }
    lastSaved = performance.now();
    showList();
  }

  /** Draws the games list and the statistics; picking a game resumes it in a history entry of its own. */
  function showList(): void {
    const currentId = summary?.id;
    showGames(gamesList, shelf.games, currentId, (id) => void (id !== currentId && resume(id, 'pushState')));
    showStats(statsTable, shelf.games);
  }

  /** Game `id` from the list, on screen; false when it is no longer stored. */
  function resume(id: string, entry?: HistoryEntry): boolean {
    const saved = shelf.load(id);
    const found = shelf.find(id);
    if (saved === undefined || found === undefined) return false;
    begin(saved.game, saved.elapsedMs, found, entry);
    if (saved.game.solution === undefined) void completeLinked(saved.game);
    return true;
  }

  /** Pauses (hides the grid, stops the clock) or resumes; a finished game stays as it is. */
  function setPaused(on: boolean): void {
    if (game === undefined || (on && game.isSolved())) return;
    paused = on;
    if (on) timer.pause(performance.now());
    else timer.start(performance.now());
    showPause();
    statusOut.textContent = on ? 'Paused.' : 'Playing.';
    redraw();
    save();
    refocus();
  }

  function showPause(): void {
    grid.classList.toggle('paused', paused);
    pauseButton.textContent = paused ? 'Resume' : 'Pause';
    pauseButton.setAttribute('aria-pressed', String(paused));
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

  /**
   * Starts showing `next` (a new, resumed or linked game) with its list
   * entry; the game on screen is saved first. `entry`: a history entry of
   * its own (a new game), the current one replaced (the page's first game),
   * or none (Back or Forward came to it).
   */
  function begin(next: Game, elapsedMs: number, nextSummary: GameSummary, entry?: HistoryEntry): void {
    timer.pause(performance.now());
    save();
    game = next;
    summary = nextSummary;
    timer = new GameTimer(elapsedMs);
    paused = false;
    showPause();
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
    if (next.info.level !== undefined && [...levelSelect.options].some((o) => o.value === next.info.level)) chosenLevel = next.info.level;
    sizeChanged();
    shareLink.href = shareHash(next.givens);
    shareNote.textContent = '';
    // The address is the game's link, and its history entry names the game:
    // Back and Forward move between games, a reload comes back to this one.
    if (entry !== undefined) history[entry]({ game: nextSummary.id }, '', shareHash(next.givens));
    hintOut.textContent = '';
    showRating();
    if (next.isSolved()) finish();
    else {
      statusOut.textContent = next.solution === undefined ? 'Finding the solution…' : 'Playing.';
      if (document.visibilityState === 'visible') timer.start(performance.now());
    }
    redraw();
    save();
    refocus();
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
    if (game === undefined || locked()) return;
    changed(applyMark(game, as, selected, [selected, ...also], digit));
  }

  /** Erase: colours off in colour mode, else digits and marks off, in every selected cell. */
  function eraseSelection(): void {
    if (game === undefined || locked()) return;
    const cells = [selected, ...also];
    changed(mode === 'colour' ? game.paint(cells, 0) : game.erase(cells));
  }

  /** A button's action on the game, refused while the game is locked. */
  function act(action: (playing: Game) => boolean): () => void {
    return () => {
      if (game !== undefined && !locked()) changed(action(game));
    };
  }

  async function startNew(): Promise<void> {
    const size = Number(sizeSelect.value);
    const level = chosenLevel;
    newGame.disabled = true;
    statusOut.textContent = `Making a ${level} ${size}×${size} puzzle…`;
    try {
      const seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
      const answer = await backend.play({ kind: 'generate', size, level, seed });
      if (answer.status !== 'generated') throw new Error(answer.status === 'refused' ? answer.message : 'no puzzle came back');
      const next = gameOf(answer);
      begin(next, 0, shelf.add(next), game === undefined ? 'replaceState' : 'pushState');
    } catch (error) {
      statusOut.textContent = `No new puzzle: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      newGame.disabled = false;
    }
  }

  async function hint(): Promise<void> {
    if (game === undefined || locked()) return;
    if (shownHint !== undefined && shownHint.version === version) {
      const { step } = shownHint;
      const applied = game.applyStep(step);
      if (applied && summary !== undefined) summary.hints++;
      changed(applied);
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
      refocus();
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
    if (game === undefined || paused) return;
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

  // Keys anywhere in the Play tab, or with nothing focused (a paused grid
  // hides the focused cell), so they still reach the grid after a button
  // was pressed; not while choosing in a select or typing in a field.
  const playPanel = $('play');
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    const onPlay = target === document.body || (target instanceof Node && playPanel.contains(target));
    if (playPanel.hidden || !onPlay || target instanceof HTMLInputElement || target instanceof HTMLSelectElement || game === undefined || event.altKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    if (key === 'p' && !event.ctrlKey) {
      setPaused(!paused);
      event.preventDefault();
    }
    if (locked()) return;
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
  // Levels are ratings, and ratings are 9×9 only: on other sizes the box is
  // off and shows no level (the chosen one comes back on 9×9).
  let chosenLevel = levelSelect.value;
  const noLevel = new Option('—', '');
  levelSelect.addEventListener('change', () => (chosenLevel = levelSelect.value));
  function sizeChanged(): void {
    const off = sizeSelect.value !== '9';
    levelSelect.disabled = off;
    if (off) levelSelect.add(noLevel, 0);
    else noLevel.remove();
    levelSelect.value = off ? '' : chosenLevel;
  }
  sizeSelect.addEventListener('change', sizeChanged);
  fillButton.addEventListener('click', act((g) => g.fillCandidates()));
  undoButton.addEventListener('click', act((g) => g.undo()));
  redoButton.addEventListener('click', act((g) => g.redo()));
  pauseButton.addEventListener('click', () => setPaused(!paused));
  const refocus = keepFocusOnGrid(playPanel, () => view.cell(selected));
  shareLink.addEventListener('click', (event) => {
    event.preventDefault();
    const url = shareLink.href;
    const copied = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'));
    copied.then(
      () => (shareNote.textContent = 'Link copied.'),
      () => (shareNote.textContent = `Copy this link: ${url}`),
    );
  });
  // Back and Forward: each game has its own history entry, its id in the
  // entry's state. A link typed or opened on this page (no game in its
  // entry's state yet) opens as a new game beside the others.
  addEventListener('popstate', () => {
    const id = gameInEntry();
    if (id === undefined || id === summary?.id) return;
    document.getElementById('tab-play')?.click();
    if (!resume(id)) say('That game is no longer stored.');
  });
  // Another tab saved a game: show the list as it now is.
  window.addEventListener('storage', (event) => {
    if (event.key !== GAMES_KEY || summary === undefined) return;
    shelf.refresh();
    showList();
  });
  addEventListener('hashchange', () => {
    if (!isPlayHash(location.hash) || gameInEntry() !== undefined) return;
    document.getElementById('tab-play')?.click();
    void openLink('replaceState');
  });
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
    } else if (game !== undefined && !game.isSolved() && !paused) timer.start(now);
  });
  addEventListener('pagehide', save);
  setInterval(() => {
    if (!timer.running) return;
    timerOut.textContent = formatClock(timer.elapsed(performance.now()));
    if (performance.now() - lastSaved >= SAVE_EVERY_MS) save();
  }, TICK_MS);

  void open();

  /**
   * The game this history entry names (a reload, or Back to the page), else
   * the linked puzzle as a new game beside the others, else the game played
   * last, else a new puzzle.
   */
  async function open(): Promise<void> {
    const id = gameInEntry();
    if (id !== undefined && resume(id, 'replaceState')) return;
    if (isPlayHash(location.hash)) await openLink('replaceState');
    else await resumeOrStart();
  }

  /**
   * The puzzle in the address's `#play=` link as a new game beside the
   * others (a reload finds its game by the history entry instead). A
   * malformed link's error goes on the status line, and stays there.
   */
  async function openLink(entry: HistoryEntry): Promise<void> {
    const shared = readShareHash(location.hash);
    if (shared instanceof Error) {
      if (game === undefined) await resumeOrStart();
      statusOut.textContent = `This link's puzzle cannot be played: ${shared.message}.`;
      return;
    }
    const linked = Game.start(shared.side, shared.givens);
    begin(linked, 0, shelf.add(linked), entry);
    await completeLinked(linked);
  }

  /** The game played last, else a new puzzle. */
  async function resumeOrStart(): Promise<void> {
    const current = shelf.current;
    if (current === undefined || !resume(current.id, 'replaceState')) await startNew();
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

/** How a game's history entry is made: its own (pushState) or in place of the current one (replaceState). */
type HistoryEntry = 'pushState' | 'replaceState';

/** The id of the game this history entry names, if any. */
function gameInEntry(): string | undefined {
  const id = (history.state as { game?: unknown } | null)?.game;
  return typeof id === 'string' ? id : undefined;
}

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
