import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@emotion/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@src/i18n';
import { classicTheme } from '@src/theme';
import { PasswordField } from './FormField';

function renderField(language: 'zh-CN' | 'zh-TW') {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <ThemeProvider theme={classicTheme}>
        <PasswordField label="密码" autoComplete="current-password" />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { input: screen.getByLabelText('密码'), user: userEvent.setup() };
}

describe('the password field (spec 2.6: show/hide)', () => {
  it('shows the password and hides it again, the toggle saying what it will do', async () => {
    const { input, user } = renderField('zh-CN');
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: '隐藏密码' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it("names its toggle in the member's language", () => {
    renderField('zh-TW');
    expect(screen.getByRole('button', { name: '顯示密碼' })).toBeTruthy();
  });
});
