import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { moneySchema } from '@src/contract';
import { cspNonceOf } from '../../http/securityHeaders';
import { PROVIDER_METHODS, type ProviderOrder } from '../providerApi';
import { renderPayerPage } from './payerPage';
import { SANDBOX_BASE_PATH, type SandboxProvider } from './sandboxProvider';

const orderIdSchema = z.string().regex(/^SP[0-9A-F]{20}$/);

const createSchema = z.object({
  merchantOrderNo: z.string().min(1).max(64),
  amount: moneySchema,
  method: z.enum(PROVIDER_METHODS),
  notifyUrl: z.string().min(1).max(300),
  expiresAt: z.number().int().positive(),
  sign: z.string(),
});
const byIdSchema = z.object({ providerOrderId: z.string().min(1).max(64), sign: z.string() });

type ProviderAnswer = { code: 'SUCCESS'; order: ProviderOrder | null } | { code: 'FAIL'; message: string };

/**
 * The sandbox provider's own routes, apart from the site's API:
 * - GET and POST `/sandbox-pay/pay/:id`: the payer page, and its "确认付款" form (a plain form post, no script);
 * - POST `/sandbox-pay/api/orders`, `/orders/query`, `/orders/close`: the merchant API (JSON, each request signed
 *   with the shared secret like the reports), what a site on another host would call.
 */
export function registerSandboxRoutes(app: FastifyInstance, provider: SandboxProvider): void {
  void app.register((scope, _options, done) => {
    // The payer page's form posts application/x-www-form-urlencoded; it carries nothing the page needs.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_r, _b, next) =>
      next(null, {}),
    );

    const page = (id: string, nonce: string, outcome?: Parameters<typeof renderPayerPage>[0]['outcome']): string => {
      const known = orderIdSchema.safeParse(id).success;
      return renderPayerPage({
        order: known ? provider.order(id) : undefined,
        expiresAt: known ? provider.expiresAt(id) : undefined,
        now: provider.now(),
        outcome,
        action: `${SANDBOX_BASE_PATH}/pay/${encodeURIComponent(id)}`,
        nonce,
      });
    };

    scope.get<{ Params: { id: string } }>(`${SANDBOX_BASE_PATH}/pay/:id`, (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(request.params.id, cspNonceOf(request.raw))),
    );

    scope.post<{ Params: { id: string } }>(`${SANDBOX_BASE_PATH}/pay/:id`, (request, reply) => {
      const { id } = request.params;
      const outcome = orderIdSchema.safeParse(id).success ? provider.pay(id) : 'not_found';
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(id, cspNonceOf(request.raw), outcome));
    });

    const signed = <T extends { sign: string }>(schema: z.ZodType<T>, body: unknown): T | undefined => {
      const parsed = schema.safeParse(body);
      if (!parsed.success) return undefined;
      const { sign, ...fields } = parsed.data;
      return provider.verifyMerchantRequest(fields as Record<string, string | number>, sign) ? parsed.data : undefined;
    };
    const fail: ProviderAnswer = { code: 'FAIL', message: '签名错误或参数不正确' };

    scope.post(`${SANDBOX_BASE_PATH}/api/orders`, async (request): Promise<ProviderAnswer> => {
      const body = signed(createSchema, request.body);
      if (!body) return fail;
      const { sign: _sign, ...order } = body;
      return { code: 'SUCCESS', order: await provider.createOrder(order) };
    });
    scope.post(`${SANDBOX_BASE_PATH}/api/orders/query`, async (request): Promise<ProviderAnswer> => {
      const body = signed(byIdSchema, request.body);
      if (!body) return fail;
      return { code: 'SUCCESS', order: (await provider.queryOrder(body.providerOrderId)) ?? null };
    });
    scope.post(`${SANDBOX_BASE_PATH}/api/orders/close`, async (request): Promise<ProviderAnswer> => {
      const body = signed(byIdSchema, request.body);
      if (!body) return fail;
      return { code: 'SUCCESS', order: (await provider.closeOrder(body.providerOrderId)) ?? null };
    });
    done();
  });
}
