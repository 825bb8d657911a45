import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@emotion/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ApiCallError } from '@src/api';
import { Code } from '@src/contract';
import { createI18n } from '@src/i18n';
import { classicTheme } from '@src/theme';
import { WithdrawalPasswordDialog } from './WithdrawalPasswordDialog';

function Host({ onConfirm }: { onConfirm: (password: string) => Promise<void> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? '对话框已打开' : '对话框已关闭'}</p>
      <WithdrawalPasswordDialog
        open={open}
        onOpenChange={setOpen}
        description="查看完整卡号需要验证资金密码"
        onConfirm={onConfirm}
      />
    </>
  );
}

function renderDialog(onConfirm: (password: string) => Promise<void>, language: 'zh-CN' | 'zh-TW' = 'zh-CN') {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <ThemeProvider theme={classicTheme}>
        <MemoryRouter>
          <Host onConfirm={onConfirm} />
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const refusal = (code: number, message: string) => new ApiCallError('/fd/api/v1/bankCard/reveal', code, message);

describe('the withdrawal password dialog', () => {
  it('takes only digits, hands the six to the call and closes when it succeeds', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const user = renderDialog(onConfirm);
    const dialog = screen.getByRole('dialog', { name: '验证资金密码' });
    const field = within(dialog).getByLabelText('资金密码');
    expect(document.activeElement).toBe(field);
    await user.type(field, '25a8-0139');
    expect((field as HTMLInputElement).value).toBe('258013');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('对话框已关闭')).toBeTruthy());
    expect(onConfirm).toHaveBeenCalledWith('258013');
  });

  it('asks for six digits before calling', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const user = renderDialog(onConfirm);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('资金密码'), '1234');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('须为6位数字')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says a wrong password with the tries left at the field and stays open; a lock likewise', async () => {
    const onConfirm = vi
      .fn<(password: string) => Promise<void>>()
      .mockRejectedValueOnce(refusal(Code.PasswordCheckFailure, '资金密码错误，还可尝试4次'))
      .mockRejectedValueOnce(refusal(Code.AuthLocked, '资金密码错误次数过多，已暂时锁定，请于2026-11-27 14:05:00后再试'));
    const user = renderDialog(onConfirm);
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByLabelText('资金密码');
    await user.type(field, '111222{Enter}');
    expect(await within(dialog).findByText('资金密码错误，还可尝试4次')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe('');
    await user.type(field, '333444{Enter}');
    expect(await within(dialog).findByText(/已暂时锁定，请于2026-11-27 14:05:00后再试/)).toBeTruthy();
    expect(screen.getByText('对话框已打开')).toBeTruthy();
  });

  it('offers to set one when none is set (6111)', async () => {
    const user = renderDialog(() => Promise.reject(refusal(Code.WithdrawalProtectionError, '请先设置资金密码')));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('资金密码'), '258013{Enter}');
    expect(await within(dialog).findByText('请先设置资金密码')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '去设置资金密码' }).getAttribute('href')).toBe(
      '/mine/auth#withdrawal-password',
    );
  });

  it('speaks Traditional Chinese, the rule messages too', async () => {
    const user = renderDialog(() => Promise.resolve(), 'zh-TW');
    const dialog = screen.getByRole('dialog', { name: '驗證資金密碼' });
    await user.type(within(dialog).getByLabelText('資金密碼'), '12{Enter}');
    expect(await within(dialog).findByText('須為6位數字')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '忘記資金密碼？' })).toBeTruthy();
  });
});
