/**
 * Number formatting for the CLI's stderr lines.
 */
/**
 * "32,340": what `toLocaleString('en-US')` prints for a whole number, without
 * it (loading the ICU locale data for that one call cost ~25 ms per run).
 */
export function groupThousands(n: number): string {
  const digits = String(Math.round(Math.abs(n)));
  let text = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) text += ',';
    text += digits[i];
  }
  return n < 0 ? '-' + text : text;
}
