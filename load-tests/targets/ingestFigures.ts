import { z } from 'zod';

/**
 * The figures `npm run bench:feed -- --figures <target>` writes (streams/bench/feedBench.ts, which cannot share
 * this schema: streams/ imports nothing from load-tests/). µs of CPU unless named wall.
 */
const spreadSchema = z.object({
  opsPerMessage: z.number(),
  parseUs: z.number(),
  ingestUs: z.number(),
  ratio: z.number(),
  ratioWall: z.number(),
});

export const ingestFiguresSchema = z.object({
  quick: z.boolean(),
  rounds: z.number(),
  messagesPerRound: z.number(),
  spreads: z.object({ hot: spreadSchema, uniform: spreadSchema }),
  batch: z.object({
    size: z.number(),
    oddsInStore: z.number(),
    batches: z.number(),
    medianUs: z.number(),
    p95Us: z.number(),
    meanUs: z.number(),
    wallMedianUs: z.number(),
    wallP95Us: z.number(),
    immerUs: z.number(),
  }),
});

export type IngestFigures = z.infer<typeof ingestFiguresSchema>;
