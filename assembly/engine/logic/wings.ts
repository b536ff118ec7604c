/** Placeholder until the technique is written (issue #14, same session). */
/** Finds nothing yet. */
export function findXYWings(): bool {
  return false;
}
/** Finds nothing yet. */
export function findXYZWings(): bool {
  return false;
}
