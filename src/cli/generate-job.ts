/**
 * The `generate` job as a worker-pool handler (see pool/jobs.ts): each record
 * of a chunk is one puzzle's seed; the handler makes that puzzle on its
 * thread's engine and prints it. Which worker makes which puzzle never
 * changes a line: a puzzle depends on its seed and the options alone.
 */
import { generate } from '../generate/generate.js';
import type { GenerateOptions } from '../generate/options.js';
import { generateCrashLine, generatedLine, type GenerateFormat } from './formats.js';
import {
  emptyTally,
  requestRecords,
  tallyStatus,
  type ChunkRequest,
  type ChunkResult,
  type JobHandler,
  type JobSettings,
  type WorkerContext,
} from './pool/protocol.js';

/** What every chunk of a generate run carries (plain data). */
export interface GenerateSettings extends JobSettings {
  job: 'generate';
  /** The library's options of every puzzle but its seed. */
  options: Omit<GenerateOptions, 'seed' | 'onProgress'>;
  format: GenerateFormat;
}

const encoder = new TextEncoder();

/** The generate handler of one thread. */
export function createHandler({ engine }: WorkerContext): JobHandler<GenerateSettings> {
  return {
    run(request: ChunkRequest<GenerateSettings>): ChunkResult {
      const { options, format } = request.settings;
      const tally = emptyTally();
      let text = '';
      for (const record of requestRecords(request)) {
        const result = generate(engine, { ...options, seed: Number(record.text) });
        tallyStatus(tally, result.status);
        text += generatedLine(result, format);
      }
      return { type: 'result', seq: request.seq, output: encoder.encode(text), tally, problems: [] };
    },
  };
}

/** A puzzle whose seed kept killing workers: reported, never dropped. */
export function giveUp(request: ChunkRequest<GenerateSettings>, reason: string): ChunkResult {
  const tally = emptyTally();
  let text = '';
  const problems = [];
  for (const record of requestRecords(request)) {
    tallyStatus(tally, 'invalid');
    text += generateCrashLine(record.text, reason);
    problems.push({ line: record.line, message: `seed ${record.text}: ${reason}` });
  }
  return { type: 'result', seq: request.seq, output: encoder.encode(text), tally, problems };
}
