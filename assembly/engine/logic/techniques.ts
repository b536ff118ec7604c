/**
 * Technique ids: the numbers the engine writes in step records. The host's
 * table (src/logic/techniques.ts) gives each id its kebab-case name, in this
 * same order; a test checks both lists have the same length. Ratings are
 * Sukaku Explainer v1.15.10's (×10), written where each technique emits its
 * steps; `baseRating10` below gives the lowest rating of each id (the one
 * the README's table shows).
 *
 * Ids 64..95 are reserved for the chain techniques (chains/**).
 */

export const T_FULL_HOUSE: i32 = 0; //            1.0  last empty cell of a unit
export const T_HIDDEN_SINGLE_BOX: i32 = 1; //     1.2
export const T_HIDDEN_SINGLE_LINE: i32 = 2; //    1.5  row or column
export const T_DIRECT_POINTING: i32 = 3; //       1.7
export const T_DIRECT_CLAIMING: i32 = 4; //       1.9
export const T_DIRECT_HIDDEN_PAIR: i32 = 5; //    2.0
export const T_NAKED_SINGLE: i32 = 6; //          2.3
export const T_DIRECT_HIDDEN_TRIPLET: i32 = 7; // 2.5
export const T_POINTING: i32 = 8; //              2.6
export const T_CLAIMING: i32 = 9; //              2.8
export const T_NAKED_PAIR: i32 = 10; //           3.0
export const T_X_WING: i32 = 11; //               3.2
export const T_HIDDEN_PAIR: i32 = 12; //          3.4
export const T_NAKED_TRIPLET: i32 = 13; //        3.6
export const T_SWORDFISH: i32 = 14; //            3.8
export const T_HIDDEN_TRIPLET: i32 = 15; //       4.0
export const T_SKYSCRAPER: i32 = 16; //           4.0
export const T_TWO_STRING_KITE: i32 = 17; //      4.1
export const T_TURBOT_FISH: i32 = 18; //          4.2  a strong link in a box
export const T_GROUPED_TURBOT: i32 = 19; //       4.3  skyscraper/kite/turbot with a grouped link
export const T_XY_WING: i32 = 20; //              4.2
export const T_XYZ_WING: i32 = 21; //             4.4
export const T_UNIQUE_RECTANGLE_1: i32 = 22; //   4.5 (+ loop size)
export const T_UNIQUE_RECTANGLE_2: i32 = 23; //   4.5 (+ loop size)
export const T_UNIQUE_RECTANGLE_3: i32 = 24; //   4.5 (+ loop size, + subset size)
export const T_UNIQUE_RECTANGLE_4: i32 = 25; //   4.5 (+ loop size)
export const T_UNIQUE_LOOP_1: i32 = 26; //        4.6..5.0
export const T_UNIQUE_LOOP_2: i32 = 27; //        4.6..5.0
export const T_UNIQUE_LOOP_3: i32 = 28; //        4.6..5.0 (+ subset size)
export const T_UNIQUE_LOOP_4: i32 = 29; //        4.6..5.0
export const T_NAKED_QUAD: i32 = 30; //           5.0
export const T_JELLYFISH: i32 = 31; //            5.2
export const T_HIDDEN_QUAD: i32 = 32; //          5.4
export const T_THREE_STRONG_LINKS: i32 = 33; //   5.4..5.7
export const T_WXYZ_WING: i32 = 34; //            5.5..5.6
export const T_BUG_1: i32 = 35; //                5.6
export const T_BUG_2: i32 = 36; //                5.7
export const T_BUG_3: i32 = 37; //                5.8..6.0
export const T_BUG_4: i32 = 38; //                5.7
export const T_VWXYZ_WING: i32 = 39; //           6.2..6.4

// Chain techniques (chains/**): ids reserved here, rated by their finders.
export const T_ALIGNED_PAIR_EXCLUSION: i32 = 64; //      6.2
export const T_X_CYCLE: i32 = 65; //                     6.5+ bidirectional X-cycle
export const T_Y_CYCLE: i32 = 66; //                     6.5+ bidirectional Y-cycle
export const T_FORCING_X_CHAIN: i32 = 67; //             6.6+
export const T_FORCING_Y_CHAIN: i32 = 68; //             6.6+
export const T_BIDIRECTIONAL_CYCLE: i32 = 69; //         7.0+
export const T_FORCING_CHAIN: i32 = 70; //               7.0+
export const T_ALIGNED_TRIPLET_EXCLUSION: i32 = 71; //   7.5
export const T_NISHIO_FORCING_CHAIN: i32 = 72; //        7.5+
export const T_CELL_FORCING_CHAINS: i32 = 73; //         8.0+
export const T_REGION_FORCING_CHAINS: i32 = 74; //       8.0+
export const T_CONTRADICTION_FORCING_CHAINS: i32 = 75; // 8.5+ (dynamic)
export const T_DOUBLE_FORCING_CHAINS: i32 = 76; //       8.5+ (dynamic)
export const T_DYNAMIC_CELL_FORCING_CHAINS: i32 = 77; // 8.5+
export const T_DYNAMIC_REGION_FORCING_CHAINS: i32 = 78; // 8.5+
export const T_DYNAMIC_FORCING_CHAINS_PLUS: i32 = 79; //  9.0+ any dynamic (+) variant
export const T_NESTED_FORCING_CHAINS: i32 = 80; //        9.5+ any nested variant
/** First id of the chain range. */
export const FIRST_CHAIN_TECHNIQUE: i32 = 64;
/** One past the last id in use (the host's table has this many rows; unused ids are named "reserved-N"). */
export const TECHNIQUE_ID_END: i32 = 96;

/** The lowest rating × 10 an id's steps get (0 for unused ids). */
export function baseRating10(technique: i32): i32 {
  switch (technique) {
    case T_FULL_HOUSE: return 10;
    case T_HIDDEN_SINGLE_BOX: return 12;
    case T_HIDDEN_SINGLE_LINE: return 15;
    case T_DIRECT_POINTING: return 17;
    case T_DIRECT_CLAIMING: return 19;
    case T_DIRECT_HIDDEN_PAIR: return 20;
    case T_NAKED_SINGLE: return 23;
    case T_DIRECT_HIDDEN_TRIPLET: return 25;
    case T_POINTING: return 26;
    case T_CLAIMING: return 28;
    case T_NAKED_PAIR: return 30;
    case T_X_WING: return 32;
    case T_HIDDEN_PAIR: return 34;
    case T_NAKED_TRIPLET: return 36;
    case T_SWORDFISH: return 38;
    case T_HIDDEN_TRIPLET: return 40;
    case T_SKYSCRAPER: return 40;
    case T_TWO_STRING_KITE: return 41;
    case T_TURBOT_FISH: return 42;
    case T_GROUPED_TURBOT: return 43;
    case T_XY_WING: return 42;
    case T_XYZ_WING: return 44;
    case T_UNIQUE_RECTANGLE_1: return 45;
    case T_UNIQUE_RECTANGLE_2: return 45;
    case T_UNIQUE_RECTANGLE_3: return 45;
    case T_UNIQUE_RECTANGLE_4: return 45;
    case T_UNIQUE_LOOP_1: return 46;
    case T_UNIQUE_LOOP_2: return 46;
    case T_UNIQUE_LOOP_3: return 46;
    case T_UNIQUE_LOOP_4: return 46;
    case T_NAKED_QUAD: return 50;
    case T_JELLYFISH: return 52;
    case T_HIDDEN_QUAD: return 54;
    case T_THREE_STRONG_LINKS: return 54;
    case T_WXYZ_WING: return 55;
    case T_BUG_1: return 56;
    case T_BUG_2: return 57;
    case T_BUG_3: return 58;
    case T_BUG_4: return 57;
    case T_VWXYZ_WING: return 62;
    case T_ALIGNED_PAIR_EXCLUSION: return 62;
    case T_X_CYCLE: return 65;
    case T_Y_CYCLE: return 65;
    case T_FORCING_X_CHAIN: return 66;
    case T_FORCING_Y_CHAIN: return 66;
    case T_BIDIRECTIONAL_CYCLE: return 70;
    case T_FORCING_CHAIN: return 70;
    case T_ALIGNED_TRIPLET_EXCLUSION: return 75;
    case T_NISHIO_FORCING_CHAIN: return 75;
    case T_CELL_FORCING_CHAINS: return 80;
    case T_REGION_FORCING_CHAINS: return 80;
    case T_CONTRADICTION_FORCING_CHAINS: return 85;
    case T_DOUBLE_FORCING_CHAINS: return 85;
    case T_DYNAMIC_CELL_FORCING_CHAINS: return 85;
    case T_DYNAMIC_REGION_FORCING_CHAINS: return 85;
    case T_DYNAMIC_FORCING_CHAINS_PLUS: return 90;
    case T_NESTED_FORCING_CHAINS: return 95;
    default: return 0;
  }
}
