import { BehaviorSubject, NEVER, Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { FeedConnectionEvent } from '@streams';
import type { ApiClient } from '@src/api';
import type { BrowserTransports } from './browserTransports';
import { createStreamsDependencies } from './streamsDependencies';
import { offlineChat } from './testStore';

const connection = new BehaviorSubject<FeedConnectionEvent>({ connected: true, recovered: false });
const fakeTransports: BrowserTransports = {
  feed: {
    deltas$: NEVER,
    heartbeats$: NEVER,
    connection$: connection,
    subscribe: () => new Subject(),
    unsubscribe: () => undefined,
    close: () => undefined,
  },
  chat: offlineChat(),
  memberFeed: { ticketEvents$: NEVER, depositEvents$: NEVER, reconnect: () => undefined },
};
const createBrowserTransports = vi.hoisted(() =>
  vi.fn<(options: { getToken: () => string | null; origin: string }) => BrowserTransports>(),
);
vi.mock('./browserTransports', () => ({ createBrowserTransports }));
createBrowserTransports.mockImplementation(() => fakeTransports);

describe('the browser sockets wait for the first page (until)', () => {
  it('an epic using them before then loads nothing; once it settles they load and its streams flow', async () => {
    let shown!: () => void;
    const until = new Promise<void>((resolve) => {
      shown = resolve;
    });
    const streams = createStreamsDependencies({
      api: {} as ApiClient,
      getToken: () => null,
      origin: 'http://site.test',
      until,
    });
    const seen: FeedConnectionEvent[] = [];
    const subscription = streams.feed.connection$.subscribe((event) => seen.push(event));
    await vi.dynamicImportSettled();
    expect(createBrowserTransports).not.toHaveBeenCalled();
    expect(seen).toEqual([]);

    shown();
    await vi.waitFor(() => expect(seen).toEqual([{ connected: true, recovered: false }]));
    expect(createBrowserTransports).toHaveBeenCalledOnce();
    expect(createBrowserTransports.mock.calls[0]?.[0]).toMatchObject({ origin: 'http://site.test' });
    subscription.unsubscribe();
  });
});
