import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@src/i18n';
import { themeFor } from '@src/theme';
import { LaunchLoadingPage, LOADING_TAB_PATIENCE_MS } from './LaunchLoadingPage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the new tab's loading page (spec 2.1 /loading)", () => {
  it('says 启动中... while the site fetches the game, and that it timed out if no game ever comes', () => {
    vi.useFakeTimers();
    render(
      <I18nextProvider i18n={createI18n('zh-CN')}>
        <ThemeProvider theme={themeFor('classic')}>
          <LaunchLoadingPage />
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('启动中...');
    act(() => {
      vi.advanceTimersByTime(LOADING_TAB_PATIENCE_MS - 1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('alert').textContent).toBe('启动超时，请关闭此页后从大厅重新进入');
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    act(() => screen.getByRole('button', { name: '关闭此页' }).click());
    expect(close).toHaveBeenCalled();
  });
});
