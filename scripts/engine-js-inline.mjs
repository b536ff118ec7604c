/**
 * Calls of a few small target functions written in place in the JS engine's
 * copy of the shared sources (scripts/generate-engine-js.mjs runs this).
 *
 * Why: V8 stops inlining into a function once the bytecode it has inlined
 * there reaches a budget (--max-inlined-bytecode-size-cumulative, 920
 * bytes), and band9's propagate spends most of it on the memory accessors,
 * so target/quads' clearFromBand stayed a call in its hidden-single loop
 * (and copyQuads in the search's restore). Written in place, the body is
 * the caller's own bytecode and counts against no budget. asc inlines these
 * in the WASM builds anyway, so the shared sources stay as they are.
 *
 * A target function takes part when its doc comment holds `@inline-js`. It
 * must be `export function name(p: number, …): void { … }` and its body may
 * use only its parameters, its own `const`/`let` locals and `I32` (the
 * module's Int32Array over the engine memory); each call of it in an engine
 * source must be a statement of its own line, `name(a, b, c);`. Anything
 * else is refused with the file and line, and the build stops.
 *
 * The call becomes one line (the file keeps its line numbers):
 * `{ const p$name = a; …; body }`, every parameter and local renamed with
 * `$name`, `I32` read through a view the file makes once, after its imports
 * (a module's own constant: V8 folds it into the code).
 */

/** The view over the engine memory that inlined bodies read, one per file that gets any. */
export const INLINE_VIEW = 'I32$inline';

const WORDS_ALLOWED = new Set(['const', 'let', 'for', 'if', 'else', 'while', 'I32']);

/**
 * The `@inline-js` functions of a target module's text, as a map name →
 * { params, body } (body: code only, on one line). `file` names the module
 * in errors.
 * @param codeOnly the generator's comment and string blanker (keeps line numbers)
 */
export function inlinableFunctions(text, file, codeOnly) {
  const found = new Map();
  const marked = /\/\*\*((?:(?!\*\/)[\s\S])*?@inline-js(?:(?!\*\/)[\s\S])*?)\*\/\s*\n(export function ([A-Za-z_$][\w$]*)\s*\(([^)]*)\)\s*:\s*(\w+)\s*\{)/g;
  const code = codeOnly(text);
  for (const match of text.matchAll(marked)) {
    const name = match[3];
    const line = text.slice(0, match.index).split('\n').length;
    const where = `${file}:${line}: \`${name}\` (@inline-js)`;
    if (match[5] !== 'void') throw new Error(`${where} must return void: its calls are written as statements`);
    const params = match[4].split(',').map((param) => param.trim()).filter((param) => param !== '').map((param) => param.split(':')[0].trim());
    // The body: from the header's brace to its match, in the code-only text.
    const open = match.index + match[0].length - 1;
    let depth = 0;
    let close = open;
    for (; close < code.length; close++) {
      if (code[close] === '{') depth++;
      else if (code[close] === '}' && --depth === 0) break;
    }
    const body = code.slice(open + 1, close);
    const locals = [...body.matchAll(/\b(?:const|let)\s+([A-Za-z_$][\w$]*)/g)].map((local) => local[1]);
    const own = new Set([...params, ...locals]);
    for (const word of body.matchAll(/(?<![\w$.])[A-Za-z_$][\w$]*/g)) {
      if (!own.has(word[0]) && !WORDS_ALLOWED.has(word[0])) {
        throw new Error(`${where} uses \`${word[0]}\`: an inlined body may use only its parameters, its locals and I32`);
      }
    }
    found.set(name, { params, locals, body: body.replace(/\s+/g, ' ').trim() });
  }
  return found;
}

/** The arguments of a call's argument text, split at its top-level commas. */
function splitArguments(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((part) => part !== '');
}

/**
 * `text` (an engine source, before its imports are bound) with each call of
 * an `@inline-js` function it imports from a target module written in
 * place, those names taken out of its import list (the list's line stays;
 * emptied, it imports the module for nothing), and the view the bodies read
 * declared after the last import. `inlinable` maps a target module's file
 * name (`quads`) to its inlinableFunctions. Throws, naming file:line, for a
 * call that is not a statement of its own line.
 * @param codeOnly the generator's comment and string blanker (keeps line numbers)
 */
export function inlineCalls(text, file, inlinable, codeOnly) {
  const wanted = new Map();
  let memorySpecifier;
  const namedImport = /^import \{([^}]*)\} from (["'])((?:\.\.\/)+target\/(\w+))(\.js)?\2;?[ \t]*$/gm;
  for (const found of text.matchAll(namedImport)) {
    const functions = inlinable.get(found[4]);
    if (functions === undefined) continue;
    for (const item of found[1].split(',').map((piece) => piece.trim())) {
      if (functions.has(item)) {
        wanted.set(item, functions.get(item));
        memorySpecifier = `${found[3].slice(0, -found[4].length)}memory${found[5] ?? ''}`;
      }
    }
  }
  if (wanted.size === 0) return text;
  const call = new RegExp(`(?<![\\w$.])(${[...wanted.keys()].join('|')})\\s*\\(`);
  const code = codeOnly(text).split('\n');
  const lines = text.split('\n');
  const problems = [];
  code.forEach((line, index) => {
    const found = call.exec(line);
    if (!found) return;
    const statement = new RegExp(`^(\\s*)${found[1]}\\((.*)\\);(\\s*)$`).exec(line);
    if (!statement) {
      problems.push(`${file}:${index + 1}: \`${found[1]}\` is written in place in the JS copy (@inline-js), so each call must be a statement of its own line`);
      return;
    }
    const { params, locals, body } = wanted.get(found[1]);
    const end = line.lastIndexOf(');');
    const args = splitArguments(lines[index].slice(statement[1].length + found[1].length + 1, end));
    if (args.length !== params.length) {
      problems.push(`${file}:${index + 1}: \`${found[1]}\` takes ${params.length} arguments, given ${args.length}`);
      return;
    }
    const suffix = `$${found[1]}`;
    const own = new RegExp(`(?<![\\w$.])(${[...params, ...locals].join('|')})(?![\\w$])`, 'g');
    const renamed = body.replace(own, `$1${suffix}`).replace(/(?<![\w$.])I32(?![\w$])/g, INLINE_VIEW);
    const bound = params.map((param, i) => `const ${param}${suffix} = ${args[i]};`).join(' ');
    lines[index] = `${statement[1]}{ ${bound} ${renamed} }${lines[index].slice(end + 2)}`;
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  let out = lines.join('\n').replace(namedImport, (whole, list, quote, specifier, module, extension = '') => {
    const kept = list.split(',').filter((piece) => !wanted.has(piece.trim()));
    if (kept.length === list.split(',').length) return whole;
    return kept.some((piece) => piece.trim() !== '')
      ? `import {${kept.join(',')}} from ${quote}${specifier}${extension}${quote};`
      : `import ${quote}${specifier}${extension}${quote};`;
  });
  // The view after the last import, where bindImports puts its constants too.
  const imports = [...out.matchAll(/^import\b[^;]*;[ \t]*$/gm)];
  const last = imports[imports.length - 1];
  const at = last.index + last[0].length;
  out = `${out.slice(0, at)}\nimport { memoryBuffer as memoryBuffer$inline } from "${memorySpecifier}";\nconst ${INLINE_VIEW} = new Int32Array(memoryBuffer$inline);${out.slice(at)}`;
  return out;
}
