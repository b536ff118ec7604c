/**
 * The technique table: every fact about a technique, written once. The build
 * (scripts/generate-techniques.mjs, first step of `npm run build`) turns it
 * into the engine's ids, ratings and finder order
 * (assembly/engine/logic/generated/), the host's names
 * (src/logic/generated/technique-rows.ts) and docs/techniques.md.
 *
 * FINDERS is Sukaku Explainer v1.15.10's producer order (Solver.java, default
 * technique set, revisedRating 0): the rating walk runs the finders in this
 * order and takes the first step any of them reports, so a row's position is
 * part of the rating. Each finder:
 * - `key`: its name in the engine (FINDER_<KEY>, its position in this list);
 * - `run`: the AssemblyScript call that runs it (finder functions exported
 *   by a module under assembly/engine/logic/; the build finds the import),
 *   or null for a producer whose finder is not written yet: it finds
 *   nothing, so a puzzle that needs it rates 20.0 (SE's "beyond solver")
 *   rather than a wrong rating;
 * - `scales` (optional; absent = every scale): the keys of the SCALES that
 *   have this finder. A scale without it skips it in the walk, in hints and
 *   in `find`, exactly as SE skips a producer its technique mask leaves out;
 * - `buildSwitch` (optional; absent = every build): the name of a switch
 *   of assembly/target/build-goal.ts; the finder finds nothing in builds
 *   that switch it off (the page's size builds), and the page's copy of
 *   the host's rows leaves its techniques out;
 * - `anySide`: whether SE's rules define it for every side (4×4, 16×16 …);
 *   the others run on 9×9 only;
 * - `assumesUniqueSolution` (optional; absent = no): its steps hold only
 *   if the puzzle has exactly one solution (unique loops, BUG). A rating
 *   walk that fills the grid with the finders before the first such one
 *   proves the puzzle has one solution (rate.ts SOUND_FINDERS);
 * - `techniques`: the ids its steps carry, each with
 *   - `engineId`: the number in step records and per-id counts (the ABI:
 *     never renumber a row; 64..95 are the chain techniques');
 *   - `id`: the host's stable kebab-case id (the engine constant is
 *     T_<ID>, e.g. T_FULL_HOUSE);
 *   - `name`: the name people read;
 *   - `rating`: SE's rating of its easiest step. Steps may rate higher
 *     (loop size, subset size, chain length): the finder passes each step's
 *     rating to beginStep; this one is the floor the puzzle generator's band
 *     cut (generate/rating.ts) and the docs rely on.
 */

/**
 * The rating scales: Sudoku Explainer technique sets that people quote
 * ratings in. Each is a list of producers: SE's order of trial and ratings
 * are the same in both (Sukaku Explainer's 1.2.1 mode is only a technique
 * mask, `serate --techs`, and changes no rating or producer), so a scale is
 * the set of finders it runs (each finder's `scales`). `engineScale` is the
 * number the host passes through the logic ABI (never renumber one); the
 * first scale is the default.
 */
export const SCALES = [
  {
    key: 'sukaku',
    engineScale: 0,
    name: 'Sukaku Explainer v1.15.10, default techniques',
    // The Sudoku Exchange puzzle bank's ratings.
  },
  {
    key: 'se121',
    engineScale: 1,
    name: 'Sudoku Explainer 1.2.1 techniques',
    // Sukaku Explainer's Settings.init121(), `serate --techs=11111111010111011011011011000101001111111`
    // in v1.15.10: the forum's lists of the hardest puzzles and most sites quoting an "SER".
  },
];

/** The scales of a finder that Sudoku Explainer 1.2.1 does not have. */
const SUKAKU_ONLY = ['sukaku'];

/** One past the highest engine id (the host's name table has this many rows). */
export const TECHNIQUE_ID_END = 96;

/** First engine id of the chain techniques (assembly/engine/logic/chains/). */
export const FIRST_CHAIN_TECHNIQUE = 64;

export const FINDERS = [
  {
    key: 'singles', // full houses, then hidden singles in boxes, columns, rows
    run: 'findFullHouses() || findHiddenSingles()',
    anySide: true,
    techniques: [
      { engineId: 0, id: 'full-house', name: 'Full house (last empty cell of a unit)', rating: 1.0 },
      { engineId: 1, id: 'hidden-single-box', name: 'Hidden single in a box', rating: 1.2 },
      { engineId: 2, id: 'hidden-single-line', name: 'Hidden single in a row or column', rating: 1.5 },
    ],
  },
  {
    key: 'direct-locking',
    run: 'findDirectLocking()',
    anySide: true,
    techniques: [
      { engineId: 3, id: 'direct-pointing', name: 'Direct pointing', rating: 1.7 },
      { engineId: 4, id: 'direct-claiming', name: 'Direct claiming', rating: 1.9 },
    ],
  },
  {
    key: 'direct-hidden-pair',
    run: 'findDirectHiddenSets(2)',
    anySide: true,
    techniques: [{ engineId: 5, id: 'direct-hidden-pair', name: 'Direct hidden pair', rating: 2.0 }],
  },
  {
    key: 'naked-single',
    run: 'findNakedSingles()',
    anySide: true,
    techniques: [{ engineId: 6, id: 'naked-single', name: 'Naked single', rating: 2.3 }],
  },
  {
    key: 'direct-hidden-triplet',
    run: 'findDirectHiddenSets(3)',
    anySide: true,
    techniques: [{ engineId: 7, id: 'direct-hidden-triplet', name: 'Direct hidden triplet', rating: 2.5 }],
  },
  {
    key: 'locking',
    run: 'findLocking()',
    anySide: true,
    techniques: [
      { engineId: 8, id: 'pointing', name: 'Pointing', rating: 2.6 },
      { engineId: 9, id: 'claiming', name: 'Claiming', rating: 2.8 },
    ],
  },
  {
    key: 'naked-pair',
    run: 'findNakedSets(2)',
    anySide: true,
    techniques: [{ engineId: 10, id: 'naked-pair', name: 'Naked pair', rating: 3.0 }],
  },
  {
    key: 'x-wing',
    run: 'findFish(2)',
    anySide: true,
    techniques: [{ engineId: 11, id: 'x-wing', name: 'X-wing', rating: 3.2 }],
  },
  {
    key: 'hidden-pair',
    run: 'findHiddenSets(2)',
    anySide: true,
    techniques: [{ engineId: 12, id: 'hidden-pair', name: 'Hidden pair', rating: 3.4 }],
  },
  {
    key: 'naked-triplet',
    run: 'findNakedSets(3)',
    anySide: true,
    techniques: [{ engineId: 13, id: 'naked-triplet', name: 'Naked triplet', rating: 3.6 }],
  },
  {
    key: 'swordfish',
    run: 'findFish(3)',
    anySide: true,
    techniques: [{ engineId: 14, id: 'swordfish', name: 'Swordfish', rating: 3.8 }],
  },
  {
    key: 'hidden-triplet',
    run: 'findHiddenSets(3)',
    anySide: true,
    techniques: [{ engineId: 15, id: 'hidden-triplet', name: 'Hidden triplet', rating: 4.0 }],
  },
  {
    key: 'turbot-fish', // one producer in SE for all four
    run: 'findTurbotFish()',
    scales: SUKAKU_ONLY, // not in SE 1.2.1
    anySide: false,
    techniques: [
      { engineId: 16, id: 'skyscraper', name: 'Skyscraper', rating: 4.0 },
      { engineId: 17, id: 'two-string-kite', name: '2-string kite', rating: 4.1 },
      { engineId: 18, id: 'turbot-fish', name: 'Turbot fish', rating: 4.2 }, // a strong link in a box
      { engineId: 19, id: 'grouped-turbot-fish', name: 'Grouped skyscraper / kite / turbot fish', rating: 4.3 },
    ],
  },
  {
    key: 'xy-wing',
    run: 'findXYWings()',
    anySide: false,
    techniques: [{ engineId: 20, id: 'xy-wing', name: 'XY-wing', rating: 4.2 }],
  },
  {
    key: 'xyz-wing',
    run: 'findXYZWings()',
    anySide: false,
    techniques: [{ engineId: 21, id: 'xyz-wing', name: 'XYZ-wing', rating: 4.4 }],
  },
  {
    key: 'unique-loops', // rectangles are the loops of 4 cells; ratings grow with the loop (type 3: and the subset)
    run: 'findUniqueLoops()',
    anySide: false,
    assumesUniqueSolution: true,
    techniques: [
      { engineId: 22, id: 'unique-rectangle-1', name: 'Unique rectangle type 1', rating: 4.5 },
      { engineId: 23, id: 'unique-rectangle-2', name: 'Unique rectangle type 2', rating: 4.5 },
      { engineId: 24, id: 'unique-rectangle-3', name: 'Unique rectangle type 3', rating: 4.5 },
      { engineId: 25, id: 'unique-rectangle-4', name: 'Unique rectangle type 4', rating: 4.5 },
      { engineId: 26, id: 'unique-loop-1', name: 'Unique loop type 1', rating: 4.6 },
      { engineId: 27, id: 'unique-loop-2', name: 'Unique loop type 2', rating: 4.6 },
      { engineId: 28, id: 'unique-loop-3', name: 'Unique loop type 3', rating: 4.6 },
      { engineId: 29, id: 'unique-loop-4', name: 'Unique loop type 4', rating: 4.6 },
    ],
  },
  {
    key: 'naked-quad',
    run: 'findNakedSets(4)',
    anySide: true,
    techniques: [{ engineId: 30, id: 'naked-quad', name: 'Naked quad', rating: 5.0 }],
  },
  {
    key: 'jellyfish',
    run: 'findFish(4)',
    anySide: true,
    techniques: [{ engineId: 31, id: 'jellyfish', name: 'Jellyfish', rating: 5.2 }],
  },
  {
    key: 'hidden-quad',
    run: 'findHiddenSets(4)',
    anySide: true,
    techniques: [{ engineId: 32, id: 'hidden-quad', name: 'Hidden quad', rating: 5.4 }],
  },
  {
    key: 'three-strong-links',
    run: 'findThreeStrongLinks()',
    scales: SUKAKU_ONLY, // not in SE 1.2.1
    anySide: false,
    techniques: [{ engineId: 33, id: 'three-strong-links', name: '3 strong-linked fishes', rating: 5.4 }],
  },
  {
    key: 'wxyz-wing',
    run: 'findWXYZWings()',
    scales: SUKAKU_ONLY, // not in SE 1.2.1
    anySide: false,
    techniques: [{ engineId: 34, id: 'wxyz-wing', name: 'WXYZ-wing', rating: 5.5 }],
  },
  {
    key: 'bug',
    run: 'findBug()',
    anySide: false,
    assumesUniqueSolution: true,
    techniques: [
      { engineId: 35, id: 'bug-1', name: 'Bivalue universal grave type 1', rating: 5.6 },
      { engineId: 36, id: 'bug-2', name: 'Bivalue universal grave type 2', rating: 5.7 },
      { engineId: 37, id: 'bug-3', name: 'Bivalue universal grave type 3', rating: 5.8 },
      { engineId: 38, id: 'bug-4', name: 'Bivalue universal grave type 4', rating: 5.7 },
    ],
  },
  {
    key: 'vwxyz-wing',
    run: 'findVWXYZWings()',
    scales: SUKAKU_ONLY, // not in SE 1.2.1
    anySide: false,
    techniques: [{ engineId: 39, id: 'vwxyz-wing', name: 'VWXYZ-wing', rating: 6.2 }],
  },
  // The chains (assembly/engine/logic/chains/). SE sorts each chain producer's
  // hints by rating: their finders report the easiest first.
  {
    key: 'aligned-pair-exclusion',
    run: 'findAlignedPairExclusions()',
    anySide: false,
    techniques: [{ engineId: 64, id: 'aligned-pair-exclusion', name: 'Aligned pair exclusion', rating: 6.2 }],
  },
  {
    key: 'forcing-chains-cycles',
    run: 'findForcingChainsAndCycles()',
    anySide: false,
    techniques: [
      { engineId: 65, id: 'x-cycle', name: 'Bidirectional X-cycle', rating: 6.5 },
      { engineId: 66, id: 'y-cycle', name: 'Bidirectional Y-cycle', rating: 6.5 },
      { engineId: 67, id: 'forcing-x-chain', name: 'Forcing X-chain', rating: 6.6 },
      { engineId: 68, id: 'forcing-y-chain', name: 'Forcing Y-chain', rating: 6.6 },
      { engineId: 69, id: 'bidirectional-cycle', name: 'Bidirectional cycle', rating: 7.0 },
      { engineId: 70, id: 'forcing-chain', name: 'Forcing chain', rating: 7.0 },
    ],
  },
  {
    key: 'aligned-triplet-exclusion',
    run: 'findAlignedTripletExclusions()',
    anySide: false,
    techniques: [{ engineId: 71, id: 'aligned-triplet-exclusion', name: 'Aligned triplet exclusion', rating: 7.5 }],
  },
  {
    key: 'nishio-forcing-chains',
    run: 'findNishioForcingChains()',
    anySide: false,
    techniques: [{ engineId: 72, id: 'nishio-forcing-chain', name: 'Nishio forcing chain', rating: 7.5 }],
  },
  {
    key: 'multiple-forcing-chains',
    run: 'findMultipleForcingChains()',
    anySide: false,
    techniques: [
      { engineId: 73, id: 'cell-forcing-chains', name: 'Cell forcing chains', rating: 8.0 },
      { engineId: 74, id: 'region-forcing-chains', name: 'Region forcing chains', rating: 8.0 },
    ],
  },
  {
    key: 'dynamic-forcing-chains',
    run: 'findDynamicForcingChains()',
    anySide: false,
    techniques: [
      { engineId: 75, id: 'contradiction-forcing-chains', name: 'Dynamic contradiction forcing chains', rating: 8.5 },
      { engineId: 76, id: 'double-forcing-chains', name: 'Dynamic double forcing chains', rating: 8.5 },
      { engineId: 77, id: 'dynamic-cell-forcing-chains', name: 'Dynamic cell forcing chains', rating: 8.5 },
      { engineId: 78, id: 'dynamic-region-forcing-chains', name: 'Dynamic region forcing chains', rating: 8.5 },
    ],
  },
  {
    // SE's level-1 chains: the dynamic ones, where a chain may also use what
    // intersections, hidden and naked pairs and X-wings conclude on its grid.
    key: 'dynamic-forcing-chains-plus',
    run: 'findDynamicForcingChainsPlus()',
    anySide: false,
    techniques: [
      { engineId: 79, id: 'contradiction-forcing-chains-plus', name: 'Dynamic contradiction forcing chains (+)', rating: 9.0 },
      { engineId: 81, id: 'double-forcing-chains-plus', name: 'Dynamic double forcing chains (+)', rating: 9.0 },
      { engineId: 82, id: 'dynamic-cell-forcing-chains-plus', name: 'Dynamic cell forcing chains (+)', rating: 9.0 },
      { engineId: 83, id: 'dynamic-region-forcing-chains-plus', name: 'Dynamic region forcing chains (+)', rating: 9.0 },
    ],
  },
  {
    // SE's level-2 chains ("+ Forcing Chains"): dynamic chains that, when the
    // level-1 rules run dry, also use what forcing chains & cycles conclude on
    // their working grid (chains/nested.ts).
    key: 'nested-forcing-chains',
    run: 'findNestedForcingChains()',
    buildSwitch: 'NESTED_CHAINS',
    anySide: false,
    techniques: [
      { engineId: 80, id: 'nested-contradiction-forcing-chains', name: 'Nested contradiction forcing chains (+ forcing chains)', rating: 9.5 },
      { engineId: 84, id: 'nested-double-forcing-chains', name: 'Nested double forcing chains (+ forcing chains)', rating: 9.5 },
      { engineId: 85, id: 'nested-cell-forcing-chains', name: 'Nested cell forcing chains (+ forcing chains)', rating: 9.5 },
      { engineId: 86, id: 'nested-region-forcing-chains', name: 'Nested region forcing chains (+ forcing chains)', rating: 9.5 },
    ],
  },
  {
    // SE's level-3 chains ("+ Multiple Forcing Chains"): as level 2, and when
    // forcing chains & cycles give nothing on the working grid, its static cell
    // and region forcing chains (chains/forcing.ts).
    key: 'nested-multiple-forcing-chains',
    run: 'findNestedMultipleForcingChains()',
    buildSwitch: 'NESTED_CHAINS',
    anySide: false,
    techniques: [
      { engineId: 87, id: 'nested-multiple-contradiction-forcing-chains', name: 'Nested contradiction forcing chains (+ multiple forcing chains)', rating: 10.0 },
      { engineId: 88, id: 'nested-multiple-double-forcing-chains', name: 'Nested double forcing chains (+ multiple forcing chains)', rating: 10.0 },
      { engineId: 89, id: 'nested-multiple-cell-forcing-chains', name: 'Nested cell forcing chains (+ multiple forcing chains)', rating: 10.0 },
      { engineId: 90, id: 'nested-multiple-region-forcing-chains', name: 'Nested region forcing chains (+ multiple forcing chains)', rating: 10.0 },
    ],
  },
  {
    // SE's level-4 chains ("+ Dynamic Forcing Chains"): dynamic chains that,
    // when the level-1 rules run dry, also use what a whole dynamic forcing
    // chains search concludes on their working grid. Sukaku Explainer has
    // three producers of that name, whose inner search nests to level 0, 1
    // and 2 in turn (one finder tries them in that order: the first that
    // finds a step wins, as the walk's order of producers would have it);
    // Sudoku Explainer 1.2.1 has the first (chains/forcing.ts).
    key: 'nested-dynamic-forcing-chains',
    run: 'findNestedDynamicForcingChains()',
    buildSwitch: 'NESTED_CHAINS',
    anySide: false,
    techniques: [
      { engineId: 91, id: 'nested-dynamic-contradiction-forcing-chains', name: 'Nested contradiction forcing chains (+ dynamic forcing chains)', rating: 10.5 },
      { engineId: 92, id: 'nested-dynamic-double-forcing-chains', name: 'Nested double forcing chains (+ dynamic forcing chains)', rating: 10.5 },
      { engineId: 93, id: 'nested-dynamic-cell-forcing-chains', name: 'Nested cell forcing chains (+ dynamic forcing chains)', rating: 10.5 },
      { engineId: 94, id: 'nested-dynamic-region-forcing-chains', name: 'Nested region forcing chains (+ dynamic forcing chains)', rating: 10.5 },
    ],
  },
  {
    // Sudoku Explainer 1.2.1's level 5 ("+ Dynamic Forcing Chains (+ Forcing
    // Chains)"): as its level 4, and when that inner search gives nothing,
    // dynamic chains of level 2 on the working grid. The last free chain id
    // serves its four kinds (the step's conclusion tells them apart).
    key: 'nested-dynamic-nested-forcing-chains',
    run: 'findNestedDynamicNestedForcingChains()',
    scales: ['se121'],
    buildSwitch: 'NESTED_CHAINS',
    anySide: false,
    techniques: [
      { engineId: 95, id: 'nested-dynamic-nested-forcing-chains', name: 'Nested forcing chains (+ dynamic forcing chains (+ forcing chains))', rating: 11.0 },
    ],
  },
];
