import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatRoomEntered } from '@streams';
import { matchRoomId } from '@src/contract';
import { ChatDrawer } from './ChatDrawer';
import { ChatPanel } from './ChatPanel';
import { renderChat } from './chatTestHarness';

const toggle = () => screen.getByRole('button', { name: /^聊天室/ });

describe('ChatDrawer', () => {
  it('opens the lobby beside the page, moves focus into it, and Escape closes it back to the toggle', async () => {
    const chat = renderChat(<ChatDrawer onLoginRequest={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(toggle());
    const drawer = screen.getByRole('dialog', { name: '聊天室' });
    expect(drawer.contains(document.activeElement)).toBe(true);
    chat.connect();
    expect(within(drawer).getByRole('heading', { name: '聊天大厅' })).toBeTruthy();
    expect(within(drawer).getByRole('textbox', { name: '聊天内容' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('closes with its close button', async () => {
    renderChat(<ChatDrawer onLoginRequest={vi.fn()} />);
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('button', { name: '关闭聊天室' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts the messages that arrive while it is closed, and opening it reads them', async () => {
    const chat = renderChat(<ChatDrawer onLoginRequest={vi.fn()} />);
    await userEvent.click(toggle());
    chat.connect();
    await userEvent.keyboard('{Escape}');

    chat.otherSays(1, '你在吗');
    chat.otherSays(2, '来聊天');
    expect(toggle().getAttribute('aria-label')).toBe('聊天室，2条未读消息');
    expect(within(toggle()).getByText('2')).toBeTruthy();

    await userEvent.click(toggle());
    expect(toggle().getAttribute('aria-label')).toBe('聊天室');
    expect(within(screen.getByRole('dialog')).getByText('来聊天')).toBeTruthy();
  });

  it('asks the shell for the login dialog from the guest banner', async () => {
    const onLoginRequest = vi.fn();
    const chat = renderChat(<ChatDrawer onLoginRequest={onLoginRequest} />);
    await userEvent.click(toggle());
    chat.connect();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '登录' }));
    expect(onLoginRequest).toHaveBeenCalledTimes(1);
    // The drawer stays open behind the login dialog.
    expect(screen.getByRole('dialog', { name: '聊天室' })).toBeTruthy();
  });

  it('over a match page: the lobby while open, the match room again once closed', async () => {
    const rid = matchRoomId('g9');
    const chat = renderChat(
      <>
        <ChatPanel rid={rid} onLoginRequest={vi.fn()} />
        <ChatDrawer onLoginRequest={vi.fn()} />
      </>,
    );
    const entered = () => chat.actions.filter(chatRoomEntered.match).map((action) => action.payload);
    expect(entered()).toEqual([rid]);
    await userEvent.click(toggle());
    expect(entered()).toEqual([rid, 'lobby']);
    await userEvent.keyboard('{Escape}');
    expect(entered()).toEqual([rid, 'lobby', rid]);
  });
});
