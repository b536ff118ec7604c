/**
 * Linear-memory access for the shared engine sources (assembly/engine/**),
 * AssemblyScript form. The TypeScript form, src/engine-js/target/memory.ts,
 * exports the same names over one ArrayBuffer of the same size, so a shared
 * file reads and writes memory the same way in both engines.
 *
 * Two kinds of accessor:
 * - by byte pointer: load8/store8 (u8), load16/store16 (u16), load32/store32
 *   (i32), loadU32/storeU32 (u32); narrow values widen to i32 and stores
 *   keep the low bits;
 * - by element of a region: u8At(base, i) is the u8 at base + i, i32At(base,
 *   i) the i32 at base + 4i, and so on (base aligned to the element size).
 *   These are the hot-loop form: in JS they index a typed array at
 *   (base >>> shift) + i, which the JIT folds when base is a constant.
 * Plus copyWords/fillBytes, where each target uses its fastest way.
 *
 * Everything is inlined: a shared file pays nothing for the indirection.
 */

/**
 * Size of the one linear memory of the full builds: 104 pages (asconfig.json),
 * never grown. The page's size builds have 64: the range above 4 MiB is
 * the nested chains' alone (chains/nested-layout.ts), which they leave out.
 */
export const MEMORY_BYTES: i32 = 104 << 16;

/** The u8 at `ptr`. */
// @ts-ignore: decorator
@inline export function load8(ptr: usize): i32 { return <i32>load<u8>(ptr); }
/** Stores the low 8 bits of `value` at `ptr`. */
// @ts-ignore: decorator
@inline export function store8(ptr: usize, value: i32): void { store<u8>(ptr, <u8>value); }
/** The u16 at `ptr` (2-aligned). */
// @ts-ignore: decorator
@inline export function load16(ptr: usize): i32 { return <i32>load<u16>(ptr); }
/** Stores the low 16 bits of `value` at `ptr` (2-aligned). */
// @ts-ignore: decorator
@inline export function store16(ptr: usize, value: i32): void { store<u16>(ptr, <u16>value); }
/** The i32 at `ptr` (4-aligned). */
// @ts-ignore: decorator
@inline export function load32(ptr: usize): i32 { return load<i32>(ptr); }
/** Stores `value` at `ptr` (4-aligned). */
// @ts-ignore: decorator
@inline export function store32(ptr: usize, value: i32): void { store<i32>(ptr, value); }
/** The u32 at `ptr` (4-aligned): in JS a number in 0..2^32-1, never negative. */
// @ts-ignore: decorator
@inline export function loadU32(ptr: usize): u32 { return load<u32>(ptr); }
/** Stores `value` at `ptr` (4-aligned). */
// @ts-ignore: decorator
@inline export function storeU32(ptr: usize, value: u32): void { store<u32>(ptr, value); }

/** Element `index` of the u8 region at `base`. */
// @ts-ignore: decorator
@inline export function u8At(base: usize, index: i32): i32 { return <i32>load<u8>(base + <usize>index); }
/** Sets element `index` of the u8 region at `base` to the low 8 bits of `value`. */
// @ts-ignore: decorator
@inline export function setU8At(base: usize, index: i32, value: i32): void { store<u8>(base + <usize>index, <u8>value); }
/** Element `index` of the u16 region at `base`. */
// @ts-ignore: decorator
@inline export function u16At(base: usize, index: i32): i32 { return <i32>load<u16>(base + (<usize>index << 1)); }
/** Sets element `index` of the u16 region at `base` to the low 16 bits of `value`. */
// @ts-ignore: decorator
@inline export function setU16At(base: usize, index: i32, value: i32): void {
  store<u16>(base + (<usize>index << 1), <u16>value);
}
/** Element `index` of the i32 region at `base`. */
// @ts-ignore: decorator
@inline export function i32At(base: usize, index: i32): i32 { return load<i32>(base + (<usize>index << 2)); }
/** Sets element `index` of the i32 region at `base`. */
// @ts-ignore: decorator
@inline export function setI32At(base: usize, index: i32, value: i32): void { store<i32>(base + (<usize>index << 2), value); }
/** Element `index` of the u32 region at `base`. */
// @ts-ignore: decorator
@inline export function u32At(base: usize, index: i32): u32 { return load<u32>(base + (<usize>index << 2)); }
/** Sets element `index` of the u32 region at `base`. */
// @ts-ignore: decorator
@inline export function setU32At(base: usize, index: i32, value: u32): void { store<u32>(base + (<usize>index << 2), value); }

/** Copies `words` 32-bit words from `source` to `target` (both 4-aligned; the ranges may overlap). */
// @ts-ignore: decorator
@inline export function copyWords(target: usize, source: usize, words: i32): void {
  memory.copy(target, source, <usize>words << 2);
}
/** Sets `bytes` bytes from `ptr` on to `value`. */
// @ts-ignore: decorator
@inline export function fillBytes(ptr: usize, value: i32, bytes: i32): void {
  memory.fill(ptr, <u8>value, <usize>bytes);
}

// The fixed regions (engine/layout.ts) start at 64 KiB: AssemblyScript's
// static data must end below (checked at instantiation in debug builds).
assert(__heap_base <= 0x10000, "static data overlaps the engine's fixed regions");
