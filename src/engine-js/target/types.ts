/**
 * AssemblyScript's number types as TypeScript sees them, so the shared
 * engine sources (assembly/engine/**) type-check unchanged as TypeScript.
 * The build (scripts/generate-engine-js.mjs) prepends a type-only import of
 * these to every generated file. They are plain `number`: the subset rules
 * (docs/engine.md) keep values where JS numbers and AssemblyScript agree.
 */

/** 32-bit signed integer. */
export type i32 = number;
/** 32-bit unsigned integer. */
export type u32 = number;
/** 8-bit unsigned integer (only ever stored, through target/memory). */
export type u8 = number;
/** 16-bit unsigned integer (only ever stored, through target/memory). */
export type u16 = number;
/** 8-bit signed integer. */
export type i8 = number;
/** 16-bit signed integer. */
export type i16 = number;
/** 64-bit float. */
export type f64 = number;
/** 32-bit float. */
export type f32 = number;
/** A pointer into linear memory (wasm32: 32 bits). */
export type usize = number;
/** A signed pointer-sized integer. */
export type isize = number;
/** A boolean. */
export type bool = boolean;
