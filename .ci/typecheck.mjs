// Type-checks every TypeScript project of the repo with nothing emitted:
// the library (tsconfig.build.json), the tests (test/tsconfig.json), the page
// and its e2e test (web/tsconfig.json), strict and with noUnusedLocals and
// noUnusedParameters. Exit 1 on any error; `npm run typecheck` (and CI) run it.
//
// One exception, by design of the one-source build: the generated JS
// engine files import every AssemblyScript number type whether they use it or
// not, so unused-name diagnostics in src/engine-js/generated/ are not ours to
// fix there (their source, assembly/engine/**, is what people edit).
import ts from 'typescript';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PROJECTS = ['tsconfig.build.json', 'test/tsconfig.json', 'web/tsconfig.json'];
const GENERATED = /[\\/]src[\\/]engine-js[\\/]generated[\\/]/;
const UNUSED = new Set([6133, 6192, 6196, 6198, 6199, 6205]);

const host = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => '\n',
};
let errors = 0;
for (const project of PROJECTS) {
  const parsed = ts.getParsedCommandLineOfConfigFile(ROOT + project, { noEmit: true, noUnusedLocals: true, noUnusedParameters: true }, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.formatDiagnostic(d, host));
    },
  });
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });
  const found = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => !(d.file !== undefined && GENERATED.test(d.file.fileName) && UNUSED.has(d.code)));
  if (found.length > 0) process.stderr.write(ts.formatDiagnosticsWithColorAndContext(found, host));
  console.log(`typecheck ${project}: ${parsed.fileNames.length} files, ${found.length} errors`);
  errors += found.length;
}
process.exitCode = errors === 0 ? 0 : 1;
