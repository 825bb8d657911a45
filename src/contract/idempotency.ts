import { z } from 'zod';

/**
 * The idempotency key every money-moving call carries (DESIGN.md section 5): the client makes it once per
 * intended movement and keeps it until the call is answered, so a retry never moves money twice. The server
 * refuses a key reused with another body (6009) and answers 6011 while the first call with it still runs.
 */
export const idempotencyKeySchema = z
  .string()
  .min(8, '幂等键长度不正确')
  .max(64, '幂等键长度不正确')
  .regex(/^[A-Za-z0-9_-]+$/, '幂等键格式不正确');
