/** Placeholder until the technique is written (issue #14, same session). */
/** Finds nothing yet. */
export function findWXYZWings(): bool {
  return false;
}
/** Finds nothing yet. */
export function findVWXYZWings(): bool {
  return false;
}
