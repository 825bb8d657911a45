import { z } from 'zod';

/** Every API answer, errors included (spec 7). */
export interface Envelope<T> {
  status_code: number;
  data: T;
  message: string;
}

export const envelopeSchema = z.object({
  status_code: z.number().int(),
  data: z.unknown(),
  message: z.string(),
});
