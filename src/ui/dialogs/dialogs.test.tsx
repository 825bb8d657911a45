import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@emotion/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import { asyncScheduler } from 'rxjs';
import { createI18n } from '@src/i18n';
import { classicTheme } from '@src/theme';
import { loadingAutoCloseEpic } from './dialogEpic';
import { createDialogService } from './dialogService';
import { dialogsSlice } from './dialogSlice';
import { GlobalDialogs } from './GlobalDialogs';

function setup() {
  const service = createDialogService();
  const epics = createEpicMiddleware<UnknownAction, UnknownAction, unknown, { scheduler: typeof asyncScheduler }>({
    dependencies: { scheduler: asyncScheduler },
  });
  const store = configureStore({
    reducer: { dialogs: dialogsSlice.reducer },
    middleware: (getDefault) => getDefault().concat(epics, service.middleware),
  });
  epics.run(loadingAutoCloseEpic);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n()}>
        <ThemeProvider theme={classicTheme}>
          <button type="button">页面按钮</button>
          <GlobalDialogs />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { dialogs: service.dialogs, store };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the tips dialog (spec 2.6)', () => {
  it('shows the title and message and answers true for the sure button', async () => {
    const user = userEvent.setup();
    const { dialogs, store } = setup();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = dialogs.tips({ title: '安全提示', message: '请认准官方存款渠道', showCancel: true });
    });
    const dialog = await screen.findByRole('alertdialog', { name: '安全提示' });
    expect(within(dialog).getByText('请认准官方存款渠道')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().dialogs.open).toEqual([]);
  });

  it('takes its own sure and cancel texts, and cancel answers false', async () => {
    const user = userEvent.setup();
    const { dialogs } = setup();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = dialogs.tips({ message: '资料提交后不可修改', showCancel: true, sureText: '确认无误', cancelText: '返回修改' });
    });
    const dialog = await screen.findByRole('alertdialog', { name: '温馨提示' });
    await user.click(within(dialog).getByRole('button', { name: '返回修改' }));
    await expect(answer).resolves.toBe(false);
  });

  it('without showCancel there is only the sure button', async () => {
    const { dialogs } = setup();
    act(() => void dialogs.tips({ message: '完成' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['确定', '×']);
  });

  it('Escape closes a closable dialog and answers false', async () => {
    const user = userEvent.setup();
    const { dialogs } = setup();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = dialogs.tips({ message: '按 Esc 关闭' });
    });
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a dialog that is not closable ignores Escape and has no close icon: only its buttons answer', async () => {
    const user = userEvent.setup();
    const { dialogs } = setup();
    let settled = false;
    act(() => {
      void dialogs.tips({ message: '数据异常，请重新进入游戏', closable: false }).then(() => {
        settled = true;
      });
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByRole('button', { name: '关闭' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(settled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the focus inside: tabbing past the last button comes back to the first', async () => {
    const user = userEvent.setup();
    const { dialogs } = setup();
    act(() => void dialogs.tips({ message: '焦点留在对话框内', showCancel: true }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

describe('the loading dialog (spec 2.6, 9)', () => {
  it('closes itself after 3 seconds', () => {
    vi.useFakeTimers();
    const { dialogs } = setup();
    act(() => void dialogs.loading({ message: '正在处理' }));
    expect(screen.getByRole('dialog', { name: '正在处理' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('dialog', { name: '正在处理' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a launch says "启动中..."', () => {
    vi.useFakeTimers();
    const { dialogs } = setup();
    act(() => void dialogs.loading({ launch: true }));
    expect(screen.getByRole('dialog', { name: '启动中...' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('启动中...');
  });

  it('without auto-close it stays until closed, and Escape does not close it', () => {
    vi.useFakeTimers();
    const { dialogs } = setup();
    let handle = { id: '', close: () => undefined as void };
    act(() => {
      handle = dialogs.loading({ autoCloseMs: null });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    const dialog = screen.getByRole('dialog', { name: '加载中...' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBe(dialog);
    act(() => handle.close());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closed early, its timer does not close anything later', () => {
    vi.useFakeTimers();
    const { dialogs, store } = setup();
    let first = { id: '', close: () => undefined as void };
    act(() => {
      first = dialogs.loading({ message: '第一个' });
    });
    act(() => first.close());
    act(() => void dialogs.loading({ message: '第二个', autoCloseMs: 5000 }));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(store.getState().dialogs.open.map((dialog) => dialog.id)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: '第二个' })).toBeTruthy();
  });

  it('with its mask it hides the page behind; without one the page stays usable', () => {
    vi.useFakeTimers();
    const { dialogs } = setup();
    let masked = { id: '', close: () => undefined as void };
    act(() => {
      masked = dialogs.loading({ message: '处理中' });
    });
    expect(screen.queryByRole('button', { name: '页面按钮' })).toBeNull();
    act(() => masked.close());
    act(() => void dialogs.loading({ mask: false, icon: 'success', message: '已完成' }));
    expect(screen.getByRole('dialog', { name: '已完成' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '页面按钮' })).toBeTruthy();
  });
});
