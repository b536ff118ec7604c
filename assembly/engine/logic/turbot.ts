/** Placeholder until the technique is written (issue #14, same session). */
/** Finds nothing yet. */
export function findTurbotFish(): bool {
  return false;
}
