// Native tdoku's branch decisions per puzzle, for choosing the hard stand-in
// set (bench/standins.js) by a measure that is not our engine's. Our code,
// calling tdoku's public C API (include/tdoku.h, BSD-3-Clause); built by
// bench/native-tdoku.js against tdoku's static library.
//
// Reads one 81-character puzzle per line on stdin ('.' for blanks) and prints
// "<solutions found, at most 2> <branch decisions>" per line, in uniqueness
// mode (limit 2: the whole search tree, as `solveUnique`).
#include <cstdio>
#include <cstring>

#include "tdoku.h"

int main() {
  char line[1024];
  char solution[82];
  while (std::fgets(line, sizeof line, stdin) != nullptr) {
    if (std::strlen(line) < 81) {
      std::printf("0 0\n");
      continue;
    }
    size_t decisions = 0;
    size_t count = TdokuSolverDpllTriadSimd(line, 2, 0, solution, &decisions);
    std::printf("%zu %zu\n", count, decisions);
  }
  return 0;
}
