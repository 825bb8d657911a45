import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Code } from '@src/contract';
import { codeEnvelope, okEnvelope } from '@src/test/fakeFetch';
import { renderLaunchApp } from './launchTestHarness';
import { SportSessionOutlet } from './SportSessionOutlet';

afterEach(cleanup);

const RESOURCE = '/game/api/v1/venue/resource';

function sportApp(answer: () => ReturnType<typeof okEnvelope>, path = '/game/sport/crty', member = true) {
  const reload = vi.fn();
  const app = renderLaunchApp(
    { [RESOURCE]: answer },
    {
      url: path,
      member,
      pages: [
        {
          path: '/game/sport',
          element: <SportSessionOutlet reload={reload} />,
          children: [{ path: ':enName', element: <p>本地体育</p> }],
        },
      ],
    },
  );
  return { ...app, reload };
}

describe('the sport session on entering the local sport page (spec 2.4 item 6, 8.2)', () => {
  it("opens the sport provider's session with the member's token, the language and the time", async () => {
    const { callsTo } = sportApp(
      () => okEnvelope({ uid: 'u-1', langx: 'zh-cn', serverTime: 1 }),
      '/game/sport/crty',
    );
    await waitFor(() => expect(callsTo(RESOURCE)).toHaveLength(1));
    const body = callsTo(RESOURCE)[0]?.body as {
      method: string;
      enName: string;
      Request: Record<string, unknown>;
    };
    expect(body).toMatchObject({
      method: 'session',
      enName: 'CRTY',
      Request: { token: 'tok-1', langx: 'zh-cn', remoteip: '' },
    });
    expect(Math.abs(Number(body.Request.timestamp) - Date.now())).toBeLessThan(60_000);
  });

  it('a UID verification error (6302) asks to re-enter in a dialog that cannot be closed; its action reloads the page', async () => {
    const { user, reload } = sportApp(() => codeEnvelope(Code.UidVerificationError, 'UID校验失败'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('数据异常，请重新进入游戏')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '关闭' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '重新进入' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('another venue code asks nothing', async () => {
    const { callsTo } = sportApp(
      () => okEnvelope({ uid: 'u-1', langx: 'zh-cn', serverTime: 1 }),
      '/game/sport/xmty',
    );
    expect(await screen.findByText('本地体育')).toBeTruthy();
    expect(callsTo(RESOURCE)).toHaveLength(0);
  });
});
