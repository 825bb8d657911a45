import type { RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { memberInfo, renderApp } from '@src/app/appTestHarness';
import { okEnvelope, type Envelope } from '@src/test/fakeFetch';

type Routes = Record<string, (body: unknown) => Envelope | Promise<Envelope>>;

/** A tab window.open gave: the launch points it at the game, or closes it. */
export function fakeTab() {
  return { opener: {} as unknown, location: { replace: vi.fn<(url: string) => void>() }, close: vi.fn() };
}

export interface LaunchAppOptions {
  /** Where the app starts. */
  url: string;
  /** The test's own pages (a lobby with a tile), besides the app's routes. */
  pages?: RouteObject[];
  /** A member (demo01, logged in) unless false. */
  member?: boolean;
}

/** The whole app (store, dialogs, guard, the casino's routes) over a fake backend: a member launching games. */
export function renderLaunchApp(routes: Routes, options: LaunchAppOptions) {
  const app = renderApp(
    { '/site/api/v1/user/member/info': () => okEnvelope(memberInfo()), ...routes },
    {
      url: new URL(options.url, 'http://app.test').href,
      storage: options.member === false ? {} : { token: 'tok-1', userId: 'u-1' },
      pages: options.pages ?? [],
    },
  );
  const callsTo = (path: string) => app.backend.calls.filter((call) => call.path === path);
  return { ...app, callsTo };
}

/** A page outside the site's routes. */
export function testPage(path: string, element: RouteObject['element']): RouteObject {
  return { path, element };
}
