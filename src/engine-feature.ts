/**
 * Engine features beyond the solvers (the logic engine, the generator) as
 * the host reaches them. A build may leave a feature out (the page's
 * solver-only build carries neither), so each feature's host module asks the
 * engine's ABI whether it carries the feature before it calls into it, and
 * gets the feature's functions typed from the one source in return.
 */
import type { EngineAbi } from './engine.js';

/**
 * Whether `abi` carries the feature whose functions are `Functions`, told by
 * one of them, `marker`. One is enough: a build takes a feature's ABI whole
 * or not at all (assembly/index.ts re-exports each feature's abi.ts with
 * `export *`), and checking every name would only add bytes to every bundle.
 * Undefined `abi` answers false: an Engine put together by hand may lack it
 * at run time, whatever its type says.
 */
export function carriesFeature<Functions>(abi: EngineAbi | undefined, marker: keyof Functions & string): abi is EngineAbi & Functions {
  return typeof abi?.[marker] === 'function';
}
