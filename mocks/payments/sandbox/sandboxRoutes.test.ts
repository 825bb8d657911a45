import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';
import { sign } from '../signature';

const SECRET = 'sandbox-secret-for-the-merchant-api-tests';

describe("the sandbox provider's merchant API", () => {
  let backend: TestBackend;
  beforeEach(async () => {
    backend = await createTestBackend({ sandboxPaySecret: SECRET });
  });
  afterEach(() => backend.close());

  const post = async (path: string, fields: Record<string, string | number>, secret = SECRET) => {
    const response = await backend.app.inject({
      method: 'POST',
      url: `/sandbox-pay/api/orders${path}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...fields, sign: sign(secret, fields) }),
    });
    return response.json<{ code: string; order?: { providerOrderId: string; state: string; amount: string } | null }>();
  };

  it('creates, queries and closes orders signed with the shared secret, and refuses unsigned requests', async () => {
    const created = await post('', {
      merchantOrderNo: 'D202611270000001',
      amount: '120.50',
      method: 'qr',
      notifyUrl: '/fd/api/v1/payment/notify/sandbox',
      expiresAt: Date.now() + 60_000,
    });
    expect(created).toMatchObject({ code: 'SUCCESS', order: { amount: '120.50', state: 'pending' } });
    const id = created.order?.providerOrderId ?? '';
    expect(await post('/query', { providerOrderId: id })).toMatchObject({ code: 'SUCCESS', order: { state: 'pending' } });
    expect(await post('/query', { providerOrderId: id }, 'another-secret-of-at-least-32-chars')).toEqual({
      code: 'FAIL',
      message: '签名错误或参数不正确',
    });
    expect(await post('/close', { providerOrderId: id })).toMatchObject({ code: 'SUCCESS', order: { state: 'closed' } });
    expect(await post('/query', { providerOrderId: 'SP-none' })).toEqual({ code: 'SUCCESS', order: null });
  });
});
