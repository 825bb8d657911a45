import { describe, expect, it } from 'vitest';
import { Code, Message, type MemberInfo } from '@src/contract';
import { createApiClient } from '@src/api';
import {
  appStarted,
  createAppStorage,
  createMemoryStorage,
  loggedOut,
  logoutRequested,
  sessionFromStorage,
  sessionStarted,
  type AppStorage,
} from '@src/session';
import { balanceRefreshRequested, chatIdentityChanged, selectTotalBalance } from '@streams';
import { codeEnvelope, okEnvelope, routedFetch } from '@src/test/fakeFetch';
import { createTestStore, untilState } from './testStore';

const member: MemberInfo = {
  userId: 'u1',
  username: 'demo01',
  vipLevel: 0,
  bindPhone: false,
  bindRealName: false,
  phone: '',
  realName: '',
  email: '',
  registerTime: '2025-01-01 12:00:00',
};

const backendRoutes = {
  '/site/api/v1/user/member/info': () => okEnvelope(member),
  '/game/api/v1/venue/allBalance': () => okEnvelope({ balance: '10000.00', venues: [] }),
  '/fd/api/v1/transfer/getBalance': () => okEnvelope({ centerWalletBalance: '10000.00', lockMoney: '0.00' }),
};

function setup(routes: Parameters<typeof routedFetch>[0] = backendRoutes, storage?: AppStorage) {
  const appStorage = storage ?? createAppStorage(createMemoryStorage());
  const backend = routedFetch(routes);
  const api = createApiClient({
    fetch: backend.fetch,
    getToken: () => appStorage.get('token'),
    deviceId: () => 'd1',
  });
  const { store, actions } = createTestStore({
    dependencies: { api, storage: appStorage },
    preloadedState: { session: sessionFromStorage(appStorage) },
  });
  return { store, backend, storage: appStorage, actions };
}

describe('store', () => {
  it('holds the streams slices and the shell slices side by side', () => {
    const { store } = setup();
    expect(Object.keys(store.getState())).toEqual(
      expect.arrayContaining(['balance', 'session', 'authDialog', 'edition', 'dialogs', 'site', 'shell', 'unread']),
    );
  });

  it('login stores the token, then loads the member and the balance', async () => {
    const { store, storage, backend } = setup();
    store.dispatch(sessionStarted({ token: 'tok-1', userId: 'u1' }));
    expect(storage.get('token')).toBe('tok-1');
    expect(storage.get('userId')).toBe('u1');

    const state = await untilState(
      store,
      (s) => s.session.memberStatus === 'succeeded' && s.balance.status === 'succeeded',
    );
    expect(state.session.member?.username).toBe('demo01');
    expect(selectTotalBalance(state)).toBe('10000.00');
    expect(backend.calls.find((c) => c.path.endsWith('/member/info'))?.headers.token).toBe('tok-1');
  });

  it('a reload with a stored token resumes the session', async () => {
    const storage = createAppStorage(createMemoryStorage({ token: 'tok-9', userId: 'u1' }));
    const { store } = setup(backendRoutes, storage);
    expect(store.getState().session.token).toBe('tok-9');
    store.dispatch(appStarted());
    const state = await untilState(store, (s) => s.session.member !== null && s.balance.total !== null);
    expect(state.session.member?.username).toBe('demo01');
  });

  it('a visitor starting the app calls nothing that needs a login (only the site configuration)', async () => {
    const { store, backend } = setup();
    store.dispatch(appStarted());
    await untilState(store, (s) => s.site.status === 'ready' || s.site.status === 'failed');
    expect(backend.paths()).toEqual(['/site/api/v1/configuration/preInfo']);
  });

  it('logout tells the server, then clears the token, the member and the balance', async () => {
    const { store, storage, backend } = setup({
      ...backendRoutes,
      '/site/api/v1/user/logout': () => okEnvelope(null),
    });
    store.dispatch(sessionStarted({ token: 'tok-1', userId: 'u1' }));
    await untilState(store, (s) => s.balance.total !== null && s.session.member !== null);

    store.dispatch(logoutRequested());
    await untilState(store, (s) => s.session.token === null);
    const state = store.getState();
    expect(backend.paths()).toContain('/site/api/v1/user/logout');
    expect(storage.get('token')).toBeNull();
    expect(state.session.member).toBeNull();
    expect(state.balance.total).toBeNull();
  });

  it('logout still logs out when the server has already revoked the token', async () => {
    const { store } = setup({
      ...backendRoutes,
      '/site/api/v1/user/logout': () => codeEnvelope(Code.LoginExpired, Message.reLogin),
    });
    store.dispatch(sessionStarted({ token: 'tok-1', userId: 'u1' }));
    store.dispatch(logoutRequested());
    const state = await untilState(store, (s) => s.session.token === null);
    expect(state.session.token).toBeNull();
  });

  it('a balance answer arriving after logout does not bring the balance back', async () => {
    let answerBalance: (() => void) | undefined;
    const { store } = setup({
      ...backendRoutes,
      '/game/api/v1/venue/allBalance': () =>
        new Promise((resolve) => {
          answerBalance = () => resolve(okEnvelope({ balance: '10000.00', venues: [] }));
        }),
    });
    store.dispatch(sessionStarted({ token: 'tok-1', userId: 'u1' }));
    store.dispatch(loggedOut({ reason: 'expired' }));
    await untilState(store, () => answerBalance !== undefined);
    answerBalance?.();
    store.dispatch(balanceRefreshRequested()); // any later activity: the old answer must still be ignored
    expect(store.getState().balance.total).toBeNull();
  });

  it('the chat logs in again on login and on logout', () => {
    const { store, actions } = setup();
    store.dispatch(sessionStarted({ token: 'tok-1', userId: 'u1' }));
    store.dispatch(loggedOut({ reason: 'logout' }));
    expect(actions.filter(chatIdentityChanged.match)).toHaveLength(2);
  });
});
