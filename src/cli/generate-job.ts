/**
 * The `generate` job as a worker-pool handler (see pool/jobs.ts): each record
 * of a chunk is one puzzle's seed; the handler makes that puzzle on its
 * thread's engine and prints it. Which worker makes which puzzle never
 * changes a line: a puzzle depends on its seed and the options alone.
 */
import { generate, type GenerateResult } from '../generate/generate.js';
import type { GenerateOptions } from '../generate/options.js';
import { emptyTally, requestRecords, tallyStatus, type ChunkRequest, type ChunkResult, type JobHandler, type WorkerContext } from './pool/protocol.js';
import type { GenerateFormat } from './generate-args.js';

/** What `JobSettings.extra` carries for this job (plain data). */
export interface GenerateJobExtra {
  options: Omit<GenerateOptions, 'seed' | 'onProgress'>;
  format: GenerateFormat;
}

const encoder = new TextEncoder();

/** One output line (with its '\n') for a result. */
export function formatResult(result: GenerateResult, format: GenerateFormat): string {
  if (format === 'json') return JSON.stringify(result) + '\n';
  if (result.status === 'timeout') return `timeout: seed ${result.seed}, ${result.refused} puzzles refused in ${Math.round(result.elapsedMs)} ms\n`;
  return format === 'vector' ? `${result.puzzle}:1:${result.solution}\n` : `${result.puzzle}\n`;
}

/** The generate handler of one thread. */
export function createHandler({ engine }: WorkerContext): JobHandler {
  return {
    run(request: ChunkRequest): ChunkResult {
      const extra = request.settings.extra as unknown as GenerateJobExtra;
      const tally = emptyTally();
      let text = '';
      for (const record of requestRecords(request)) {
        const result = generate(engine, { ...extra.options, seed: Number(record.text) });
        tallyStatus(tally, result.status);
        text += formatResult(result, extra.format);
      }
      return { type: 'result', seq: request.seq, output: encoder.encode(text), tally, problems: [] };
    },
  };
}

/** A puzzle whose seed kept killing workers: reported, never dropped. */
export function giveUp(request: ChunkRequest, reason: string): ChunkResult {
  const tally = emptyTally();
  let text = '';
  const problems = [];
  for (const record of requestRecords(request)) {
    tallyStatus(tally, 'invalid');
    text += `invalid: seed ${record.text}: ${reason}\n`;
    problems.push({ line: record.line, message: `seed ${record.text}: ${reason}` });
  }
  return { type: 'result', seq: request.seq, output: encoder.encode(text), tally, problems };
}
