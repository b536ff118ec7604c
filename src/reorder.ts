/**
 * Puts chunk results back in input order. Results arrive in any order from the
 * workers; `put` stores them and `take` hands out the next one in sequence as
 * soon as it is there. The buffer holds at most as many results as there are
 * chunks in flight, which the pipeline bounds.
 */
export class ReorderBuffer<T> {
  private readonly waiting = new Map<number, T>();
  private nextSeq = 0;

  /** Stores the result of chunk `seq` (0-based, each seq exactly once). */
  put(seq: number, value: T): void {
    if (seq < this.nextSeq || this.waiting.has(seq)) throw new Error(`chunk ${seq} delivered twice`);
    this.waiting.set(seq, value);
  }

  /** The next result in order, or undefined while it has not arrived. */
  take(): T | undefined {
    const value = this.waiting.get(this.nextSeq);
    if (value === undefined) return undefined;
    this.waiting.delete(this.nextSeq);
    this.nextSeq++;
    return value;
  }

  /** Results stored but not yet taken. */
  get size(): number {
    return this.waiting.size;
  }

  /** Sequence number of the next result `take` will return. */
  get next(): number {
    return this.nextSeq;
  }
}
