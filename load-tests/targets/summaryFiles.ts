import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** A figure summary as scripts/figureSummary.ts writes it; the figures are the target's to read. */
const loadSchema = z.tuple([z.number(), z.number(), z.number()]);

export const summarySchema = z.object({
  schema: z.literal(1),
  target: z.string(),
  command: z.string(),
  commit: z.string(),
  dirty: z.boolean(),
  startedAt: z.string(),
  endedAt: z.string(),
  seconds: z.number(),
  machine: z.object({
    cores: z.number(),
    model: z.string(),
    memoryGiB: z.number(),
    node: z.string(),
    os: z.string(),
  }),
  loadavg: z.object({ before: loadSchema, after: loadSchema }),
  figures: z.unknown(),
});

export type Summary = z.infer<typeof summarySchema>;

export interface SummaryFile {
  /** The file name, `<timestamp>.json`. */
  file: string;
  summary: Summary;
}

/**
 * The summaries of one target under `root` (`<root>/<target>/*.json`), oldest first; a file that is not a
 * summary of this target is named in `problems` and left out.
 */
export function readSummaries(root: string, target: string): { files: SummaryFile[]; problems: string[] } {
  const dir = join(root, target);
  if (!existsSync(dir)) return { files: [], problems: [] };
  const files: SummaryFile[] = [];
  const problems: string[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      problems.push(
        `${target}/${file}: not JSON (${error instanceof Error ? error.message : String(error)})`,
      );
      continue;
    }
    const result = summarySchema.safeParse(parsed);
    if (!result.success)
      problems.push(
        `${target}/${file}: not a figure summary (${result.error.issues[0]?.path.join('.') ?? ''}: ${result.error.issues[0]?.message ?? ''})`,
      );
    else if (result.data.target !== target)
      problems.push(`${target}/${file}: a summary of ${result.data.target}, not ${target}`);
    else files.push({ file, summary: result.data });
  }
  return { files, problems };
}
