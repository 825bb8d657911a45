import { z } from 'zod';

/**
 * How the sandbox provider misbehaves, so tests can meet what real providers do (README settings table):
 * - none: one `paid` report `delayMs` after the payer pays;
 * - duplicate: the `paid` report twice (the second `delayMs` after the first);
 * - out_of_order: the `paid` report (sequence 2), then the earlier `pending` one (sequence 1) `delayMs` later;
 * - bad_signature: the `paid` report with a signature that is not the provider's;
 * - wrong_amount: a correctly signed `paid` report of another amount (1.00 more);
 * - never: no report at all (the site learns the payment only by asking: its reconciler).
 * A late report is just a long `delayMs`.
 */
export const SANDBOX_FAULTS = ['none', 'duplicate', 'out_of_order', 'bad_signature', 'wrong_amount', 'never'] as const;
export type SandboxFault = (typeof SANDBOX_FAULTS)[number];

export const DEFAULT_SANDBOX_DELAY_MS = 1000;
/** The longest delay a setting may ask for: a day. */
export const MAX_SANDBOX_DELAY_MS = 86_400_000;

export const sandboxSettingsSchema = z.object({
  delayMs: z.number().int().min(0).max(MAX_SANDBOX_DELAY_MS),
  fault: z.enum(SANDBOX_FAULTS),
});
export type SandboxSettings = z.infer<typeof sandboxSettingsSchema>;

/** SANDBOX_PAY_DELAY_MS and SANDBOX_PAY_FAULT; throws a readable Error for a malformed value. */
export function sandboxSettingsFromEnv(env: NodeJS.ProcessEnv): SandboxSettings {
  const delay = env.SANDBOX_PAY_DELAY_MS;
  const delayMs = delay === undefined || delay === '' ? DEFAULT_SANDBOX_DELAY_MS : Number(delay);
  if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_SANDBOX_DELAY_MS) {
    throw new Error(`SANDBOX_PAY_DELAY_MS must be a whole number of milliseconds up to ${MAX_SANDBOX_DELAY_MS}, got ${delay}`);
  }
  const fault = env.SANDBOX_PAY_FAULT === undefined || env.SANDBOX_PAY_FAULT === '' ? 'none' : env.SANDBOX_PAY_FAULT;
  const parsed = z.enum(SANDBOX_FAULTS).safeParse(fault);
  if (!parsed.success) throw new Error(`SANDBOX_PAY_FAULT must be one of ${SANDBOX_FAULTS.join(', ')}, got ${fault}`);
  return { delayMs, fault: parsed.data };
}
