import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createHelpTestI18n } from '@src/help/helpTestI18n';
import { LegalViewer } from './LegalViewer';
import type { LegalViewerProps } from './LegalViewer';

function renderViewer(props: LegalViewerProps = {}, language: 'zh-CN' | 'zh-TW' = 'zh-CN') {
  render(
    <I18nextProvider i18n={createHelpTestI18n(language)}>
      <LegalViewer {...props} />
    </I18nextProvider>,
  );
}

const documentTitle = () => screen.getByRole('tabpanel').querySelector('h2')?.textContent;

describe('terms and privacy viewer (spec 2.6)', () => {
  it('opens on the terms, with both tabs offered', () => {
    renderViewer();
    expect(screen.getByRole('tablist', { name: '用户协议与隐私政策' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '用户协议' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '隐私政策' }).getAttribute('aria-selected')).toBe('false');
    expect(documentTitle()).toBe('用户协议（规则与条款）');
    expect(screen.getByRole('tabpanel', { name: '用户协议' }).textContent).toContain('14天内');
  });

  it('switches to the privacy policy and back when the tabs are clicked', async () => {
    const user = userEvent.setup();
    const onDocumentChange = vi.fn();
    renderViewer({ onDocumentChange });
    await user.click(screen.getByRole('tab', { name: '隐私政策' }));
    expect(screen.getByRole('tab', { name: '隐私政策' }).getAttribute('aria-selected')).toBe('true');
    expect(documentTitle()).toBe('隐私政策');
    expect(screen.getByRole('tabpanel', { name: '隐私政策' }).textContent).toContain('只保存用户名和勾选的时间，从不保存密码');
    await user.click(screen.getByRole('tab', { name: '用户协议' }));
    expect(documentTitle()).toBe('用户协议（规则与条款）');
    expect(onDocumentChange.mock.calls).toEqual([['privacy'], ['terms']]);
  });

  it('opens on the privacy policy when that link was clicked', () => {
    renderViewer({ initialDocument: 'privacy' });
    expect(documentTitle()).toBe('隐私政策');
  });

  it('moves between the tabs with the arrow keys, keeping one tab in the tab order', async () => {
    const user = userEvent.setup();
    renderViewer();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '用户协议' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '隐私政策' }));
    expect(documentTitle()).toBe('隐私政策');
    expect(screen.getByRole('tab', { name: '用户协议' }).getAttribute('tabindex')).toBe('-1');
    await user.keyboard('{ArrowRight}');
    expect(documentTitle()).toBe('用户协议（规则与条款）');
    await user.keyboard('{End}');
    expect(documentTitle()).toBe('隐私政策');
    await user.keyboard('{Home}');
    expect(documentTitle()).toBe('用户协议（规则与条款）');
  });

  it('shows the traditional Chinese documents for zh-TW', () => {
    renderViewer({ initialDocument: 'privacy' }, 'zh-TW');
    expect(screen.getByRole('tab', { name: '隱私政策' }).getAttribute('aria-selected')).toBe('true');
    expect(documentTitle()).toBe('隱私政策');
  });
});
