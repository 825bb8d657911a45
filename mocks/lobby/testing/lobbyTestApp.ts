import { buildHttpApp } from '../../http/app';
import { registerVenueLobbyRoutes } from '../../http/routes/venueLobby';
import { contractCaller, type TestBackend } from '../../testing/testBackend';
import type { LobbyServices } from '../index';

/**
 * The lobby's calls over the given lobby services (a fake venue directory, say) on an HTTP app of their own,
 * beside a test backend whose database, members and tokens they share: `call` reaches the lobby's app, login the
 * backend's. The app closes with the backend.
 */
export async function lobbyTestApp(
  backend: TestBackend,
  lobby: LobbyServices,
): Promise<Pick<TestBackend, 'call' | 'loginDemo' | 'db' | 'services'>> {
  const app = buildHttpApp({
    services: backend.services,
    logLevel: 'silent',
    clientDir: null,
    trustProxy: false,
    frameSources: [],
  });
  registerVenueLobbyRoutes(app, lobby);
  await app.ready();
  backend.app.addHook('onClose', async () => app.close());
  return { call: contractCaller(app), loginDemo: (which) => backend.loginDemo(which), db: backend.db, services: backend.services };
}
