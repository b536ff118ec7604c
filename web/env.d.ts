/// <reference types="vite/client" />

/** A file's bytes as one hex string (web/vite.config.ts, wasmAsHex). */
declare module '*.wasm?hex' {
  const hex: string;
  export default hex;
}
