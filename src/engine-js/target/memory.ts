/**
 * Linear-memory access for the shared engine sources, TypeScript form: the
 * same names as assembly/target/memory.ts (read that file for what each
 * does) over one ArrayBuffer of the WASM memory's size, so pointers mean the
 * same in both engines. The JS engine is one instance per realm, like one
 * WASM instance: this buffer and the generated modules' globals are its state.
 *
 * Every read is at an index known to be in range, hence the `!`
 * (noUncheckedIndexedAccess would type it `number | undefined`).
 */
import { NESTED_CHAINS } from './build-goal.js';

/**
 * Size of the one linear memory, as the WASM builds' (asconfig.json): 104
 * pages where the engine has nested forcing chains (their results' memo
 * and kept runs live above 4 MiB), 64 in the page's size form, which leaves them out.
 */
export const MEMORY_BYTES = (NESTED_CHAINS ? 104 : 64) << 16;

/** The JS engine's linear memory. */
export const memoryBuffer = new ArrayBuffer(MEMORY_BYTES);

const U8 = new Uint8Array(memoryBuffer);
const U16 = new Uint16Array(memoryBuffer);
const I32 = new Int32Array(memoryBuffer);
const U32 = new Uint32Array(memoryBuffer);

/** Below this many words a plain loop beats `copyWithin`'s call overhead. */
const LOOP_COPY_WORDS = 64;

/** The u8 at `ptr`. */
export function load8(ptr: number): number { return U8[ptr]!; }
/** Stores the low 8 bits of `value` at `ptr`. */
export function store8(ptr: number, value: number): void { U8[ptr] = value; }
/** The u16 at `ptr` (2-aligned). */
export function load16(ptr: number): number { return U16[ptr >>> 1]!; }
/** Stores the low 16 bits of `value` at `ptr` (2-aligned). */
export function store16(ptr: number, value: number): void { U16[ptr >>> 1] = value; }
/** The i32 at `ptr` (4-aligned). */
export function load32(ptr: number): number { return I32[ptr >>> 2]!; }
/** Stores `value` at `ptr` (4-aligned). */
export function store32(ptr: number, value: number): void { I32[ptr >>> 2] = value; }
/** The u32 at `ptr` (4-aligned), never negative. */
export function loadU32(ptr: number): number { return U32[ptr >>> 2]!; }
/** Stores `value` at `ptr` (4-aligned). */
export function storeU32(ptr: number, value: number): void { U32[ptr >>> 2] = value; }

/** Element `index` of the u8 region at `base`. */
export function u8At(base: number, index: number): number { return U8[base + index]!; }
/** Sets element `index` of the u8 region at `base` to the low 8 bits of `value`. */
export function setU8At(base: number, index: number, value: number): void { U8[base + index] = value; }
/** Element `index` of the u16 region at `base`. */
export function u16At(base: number, index: number): number { return U16[(base >>> 1) + index]!; }
/** Sets element `index` of the u16 region at `base` to the low 16 bits of `value`. */
export function setU16At(base: number, index: number, value: number): void { U16[(base >>> 1) + index] = value; }
/** Element `index` of the i32 region at `base`. */
export function i32At(base: number, index: number): number { return I32[(base >>> 2) + index]!; }
/** Sets element `index` of the i32 region at `base`. */
export function setI32At(base: number, index: number, value: number): void { I32[(base >>> 2) + index] = value; }
/** Element `index` of the u32 region at `base`, never negative. */
export function u32At(base: number, index: number): number { return U32[(base >>> 2) + index]!; }
/** Sets element `index` of the u32 region at `base`. */
export function setU32At(base: number, index: number, value: number): void { U32[(base >>> 2) + index] = value; }

/** Copies `words` 32-bit words from `source` to `target` (both 4-aligned; the ranges may overlap). */
export function copyWords(target: number, source: number, words: number): void {
  const to = target >>> 2;
  const from = source >>> 2;
  if (words >= LOOP_COPY_WORDS || (to > from && to < from + words)) {
    I32.copyWithin(to, from, from + words);
    return;
  }
  for (let k = 0; k < words; k++) I32[to + k] = I32[from + k]!;
}
/** Sets `bytes` bytes from `ptr` on to `value`. */
export function fillBytes(ptr: number, value: number, bytes: number): void {
  U8.fill(value, ptr, ptr + bytes);
}
