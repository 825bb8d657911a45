import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  chatHistoryRequested,
  chatPanelVisibilityChanged,
  chatRoomEntered,
  selectRoomMessages,
  selectUnread,
} from '@streams';
import { CHAT_LOBBY_ROOM, CHAT_MESSAGE_MAX_LENGTH, ChatMsgId, matchRoomId } from '@src/contract';
import { professionalTheme } from '@src/theme';
import { ChatPanel } from './ChatPanel';
import { chatMessage, fakeScrollArea, renderChat } from './chatTestHarness';

function lobbyPanel(options: { member?: boolean } = {}, onLoginRequest = vi.fn()) {
  const chat = renderChat(<ChatPanel rid={CHAT_LOBBY_ROOM} onLoginRequest={onLoginRequest} />, options);
  return { ...chat, onLoginRequest };
}

const messageList = () => screen.getByRole('list', { name: '聊天消息' });
const messageInput = () => screen.getByRole('textbox', { name: '聊天内容' });
const sendButton = () => screen.getByRole('button', { name: '发送' });
/** The texts of the members' messages on screen, top to bottom. */
const shownTexts = () =>
  Array.from(messageList().querySelectorAll('[data-message-id] p')).map((bubble) => bubble.textContent);

describe('ChatPanel', () => {
  it('enters its room when shown and reads it while on screen', () => {
    const chat = lobbyPanel();
    expect(chat.actions.some((action) => chatRoomEntered.match(action) && action.payload === 'lobby')).toBe(
      true,
    );
    expect(chat.actions.filter(chatPanelVisibilityChanged.match).at(-1)?.payload).toBe(true);
    chat.connect();
    chat.otherSays(1, '有人吗');
    expect(selectUnread(chat.store.getState(), CHAT_LOBBY_ROOM)).toBe(0);

    chat.unmount();
    expect(chat.actions.filter(chatPanelVisibilityChanged.match).at(-1)?.payload).toBe(false);
  });

  it("shows the room's messages oldest first, with the sender's name and VIP grade", () => {
    const chat = lobbyPanel();
    chat.connect();
    chat.otherSays(3, '第三条', { username: 'carol003', vipLevel: 5 });
    chat.otherSays(1, '第一条');
    chat.otherSays(2, '第二条');
    expect(shownTexts()).toEqual(['第一条', '第二条', '第三条']);
    const third = messageList().querySelector('[data-message-id="3"]') as HTMLElement;
    expect(within(third).getByText('carol003')).toBeTruthy();
    expect(within(third).getByText('VIP5')).toBeTruthy();
  });

  it('styles every VIP grade from VIP0 to VIP10, and grades above 10 as VIP10', () => {
    const chat = lobbyPanel();
    chat.connect();
    for (const level of [0, 1, 5, 9, 10, 12]) {
      chat.otherSays(level + 1, `VIP${level}的消息`, { vipLevel: level });
    }
    const gradeOf = (text: string) => screen.getByText(text).getAttribute('data-vip-grade');
    expect(gradeOf('VIP0')).toBe('0');
    expect(gradeOf('VIP5')).toBe('5');
    expect(gradeOf('VIP10')).toBe('10');
    expect(gradeOf('VIP12')).toBe('10');
  });

  it('shows a message written as HTML literally, creating no element from it', () => {
    const chat = lobbyPanel();
    chat.connect();
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>粗体</b>';
    chat.otherSays(1, payload);
    expect(screen.getByText(payload)).toBeTruthy();
    const list = messageList();
    expect(list.querySelector('img')).toBeNull();
    expect(list.querySelector('script')).toBeNull();
    expect(list.querySelector('b')).toBeNull();
    // jsdom runs no script and loads no image, so whether such a payload runs is checked in Chromium (e2e/chat.spec.ts).
  });

  describe('scrolling', () => {
    it('follows the newest message while the reader is at the bottom', () => {
      const chat = lobbyPanel();
      chat.connect();
      const area = fakeScrollArea(messageList(), { scrollHeight: 2000, clientHeight: 400 });
      chat.otherSays(1, '第一条');
      expect(area.scrollTop).toBe(area.bottom());
      chat.otherSays(2, '第二条');
      expect(area.scrollTop).toBe(area.bottom());
      expect(screen.queryByRole('button', { name: /新消息/ })).toBeNull();
    });

    it('stays where a reader who scrolled up is, and offers the new messages behind a "新消息" pill', async () => {
      const chat = lobbyPanel();
      chat.connect();
      const area = fakeScrollArea(messageList(), { scrollHeight: 2000, clientHeight: 400 });
      chat.otherSays(1, '第一条');
      area.scrollTo(600);

      chat.otherSays(2, '第二条');
      expect(area.scrollTop).toBe(600);
      expect(screen.getByRole('button', { name: '新消息' })).toBeTruthy();
      chat.otherSays(3, '第三条');
      // Someone joining is not news.
      chat.push({
        msgId: ChatMsgId.JoinBroadcast,
        msgData: {
          rid: CHAT_LOBBY_ROOM,
          body: { user: { userId: '5', username: 'gina07', vipLevel: 0, guest: false }, online: 3 },
        },
      });
      const pill = screen.getByRole('button', { name: '2条新消息' });

      await userEvent.click(pill);
      expect(area.scrollTop).toBe(area.bottom());
      expect(screen.queryByRole('button', { name: /新消息/ })).toBeNull();
      chat.otherSays(4, '第四条');
      expect(area.scrollTop).toBe(area.bottom());
    });

    it('scrolling back down by hand puts the pill away', () => {
      const chat = lobbyPanel();
      chat.connect();
      const area = fakeScrollArea(messageList(), { scrollHeight: 2000, clientHeight: 400 });
      area.scrollTo(300);
      chat.otherSays(1, '第一条');
      expect(screen.getByRole('button', { name: '新消息' })).toBeTruthy();
      area.scrollTo(area.bottom());
      expect(screen.queryByRole('button', { name: /新消息/ })).toBeNull();
    });

    it('jumps down when the reader sends, even after scrolling up', async () => {
      const chat = lobbyPanel();
      chat.connect();
      const area = fakeScrollArea(messageList(), { scrollHeight: 2000, clientHeight: 400 });
      area.scrollTo(100);
      await userEvent.type(messageInput(), '我来了{Enter}');
      expect(area.scrollTop).toBe(area.bottom());
    });

    it('loads 15 older messages when the reader scrolls near the top, until there are none', () => {
      const chat = lobbyPanel();
      for (let id = 1; id <= 40; id += 1) chat.transport.stored.push(chatMessage(id, `旧消息${id}`));
      chat.connect();
      expect(selectRoomMessages(chat.store.getState(), CHAT_LOBBY_ROOM)).toHaveLength(15);
      const sizes = { scrollHeight: 2000, clientHeight: 400 };
      const area = fakeScrollArea(messageList(), sizes);

      area.scrollTo(0);
      expect(chat.actions.filter(chatHistoryRequested.match)).toHaveLength(1);
      sizes.scrollHeight = 2900; // the rows the page brings
      chat.advance(20);
      expect(selectRoomMessages(chat.store.getState(), CHAT_LOBBY_ROOM)).toHaveLength(30);
      // The rows the reader was looking at stay in view, pushed down by what went in above them.
      expect(area.scrollTop).toBe(900);
      expect(screen.queryByRole('button', { name: /新消息/ })).toBeNull();

      area.scrollTo(10);
      chat.advance(20);
      const messages = selectRoomMessages(chat.store.getState(), CHAT_LOBBY_ROOM);
      expect(messages).toHaveLength(40);
      expect(messages[0]?.text).toBe('旧消息1');

      area.scrollTo(0);
      expect(chat.actions.filter(chatHistoryRequested.match)).toHaveLength(2);
    });

    it('offers a button for older messages to readers who do not scroll', async () => {
      const chat = lobbyPanel();
      for (let id = 1; id <= 20; id += 1) chat.transport.stored.push(chatMessage(id, `旧消息${id}`));
      chat.connect();
      await userEvent.click(screen.getByRole('button', { name: '加载更早的消息' }));
      chat.advance(20);
      expect(selectRoomMessages(chat.store.getState(), CHAT_LOBBY_ROOM)).toHaveLength(20);
    });
  });

  describe('writing', () => {
    it('Enter sends the line and clears it; it shows as sending until the server echoes it', async () => {
      const chat = lobbyPanel();
      chat.connect();
      await userEvent.type(messageInput(), '大家好  {Enter}');
      expect(messageInput()).toHaveProperty('value', '');
      const written = chat.transport.writtenWith(ChatMsgId.SendMessage);
      expect(written.map(({ frame }) => frame.msgData)).toEqual([
        { rid: CHAT_LOBBY_ROOM, msg: '大家好  ', cmid: 'cmid-1' },
      ]);
      expect(screen.getByText('发送中…')).toBeTruthy();

      chat.advance(10);
      expect(screen.queryByText('发送中…')).toBeNull();
      expect(shownTexts()).toEqual(['大家好  ']);
      expect(within(messageList()).getByText('我')).toBeTruthy();
    });

    it('the send button sends too', async () => {
      const chat = lobbyPanel();
      chat.connect();
      await userEvent.type(messageInput(), '点按钮发送');
      await userEvent.click(sendButton());
      chat.advance(10);
      expect(shownTexts()).toEqual(['点按钮发送']);
    });

    it('does not send an empty or blank line (spec 5)', async () => {
      const chat = lobbyPanel();
      chat.connect();
      expect(sendButton()).toHaveProperty('disabled', true);
      await userEvent.type(messageInput(), '{Enter}');
      await userEvent.type(messageInput(), '   \t{Enter}');
      expect(sendButton()).toHaveProperty('disabled', true);
      expect(chat.transport.writtenWith(ChatMsgId.SendMessage)).toHaveLength(0);
      expect(screen.queryByText('发送中…')).toBeNull();
    });

    it(`counts characters and stops at ${CHAT_MESSAGE_MAX_LENGTH}, an emoji being one`, async () => {
      const chat = lobbyPanel();
      chat.connect();
      await userEvent.type(messageInput(), '进球⚽');
      expect(screen.getByText(`3/${CHAT_MESSAGE_MAX_LENGTH}`)).toBeTruthy();
      await userEvent.clear(messageInput());
      await userEvent.click(messageInput());
      await userEvent.paste('好'.repeat(CHAT_MESSAGE_MAX_LENGTH + 30));
      expect(messageInput()).toHaveProperty('value', '好'.repeat(CHAT_MESSAGE_MAX_LENGTH));
      expect(screen.getByText(`${CHAT_MESSAGE_MAX_LENGTH}/${CHAT_MESSAGE_MAX_LENGTH}`)).toBeTruthy();
    });

    it('a refused message shows why, and can be sent again or discarded', async () => {
      const chat = lobbyPanel();
      chat.connect();
      chat.transport.rejectSends = { reason: 'rateLimited', text: '发言太频繁，请稍后再试' };
      await userEvent.type(messageInput(), '第一句{Enter}');
      await userEvent.type(messageInput(), '第二句{Enter}');
      chat.advance(10);
      expect(screen.getAllByText('发送失败：发言太频繁，请稍后再试')).toHaveLength(2);

      chat.transport.rejectSends = null;
      await userEvent.click(screen.getAllByRole('button', { name: '重试' })[0]!);
      chat.advance(10);
      expect(shownTexts()).toEqual(['第一句']);
      const writes = chat.transport.writtenWith(ChatMsgId.SendMessage).map(({ frame }) => frame.msgData);
      expect(writes.filter((data) => data && 'cmid' in data && data.cmid === 'cmid-1')).toHaveLength(2);

      await userEvent.click(screen.getByRole('button', { name: '删除' }));
      expect(screen.queryByText('第二句')).toBeNull();
      expect(screen.queryByText(/发送失败/)).toBeNull();
    });

    it('keeps a line written while the link is down and sends it once after the reconnect', async () => {
      const chat = lobbyPanel();
      chat.connect();
      act(() => chat.transport.setStatus('closed'));
      expect(screen.getByText('连接已断开，正在重新连接…')).toBeTruthy();

      await userEvent.type(messageInput(), '断线时说的{Enter}');
      expect(screen.getByText('发送中…')).toBeTruthy();
      chat.connect();
      chat.advance(1_000);
      expect(screen.queryByText('连接已断开，正在重新连接…')).toBeNull();
      expect(shownTexts()).toEqual(['断线时说的']);
      // Counted on the wire: the fake server, like the real one, would store a repeated cmid only once.
      const sent = chat.transport
        .writtenWith(ChatMsgId.SendMessage)
        .filter(({ frame }) => frame.msgData && 'msg' in frame.msgData && frame.msgData.msg === '断线时说的');
      expect(sent).toHaveLength(1);
    });
  });

  describe('who may write', () => {
    it('waits for the chat to connect before taking a line', () => {
      lobbyPanel();
      expect(screen.getByText('正在连接聊天室，请稍候…')).toBeTruthy();
      expect(messageInput()).toHaveProperty('disabled', true);
    });

    it('invites a guest to log in', async () => {
      const chat = lobbyPanel();
      chat.connect();
      expect(screen.getByText('您正以游客身份参与聊天，登录后以会员身份发言并显示VIP等级')).toBeTruthy();
      // The lobby lets guests write.
      expect(messageInput()).toHaveProperty('disabled', false);
      await userEvent.click(screen.getByRole('button', { name: '登录' }));
      expect(chat.onLoginRequest).toHaveBeenCalledTimes(1);
    });

    it('shows a member no guest banner', () => {
      const chat = lobbyPanel({ member: true });
      chat.connect();
      expect(screen.queryByText(/游客身份/)).toBeNull();
      expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
    });

    it('tells a guest in a match room to log in before writing', async () => {
      const onLoginRequest = vi.fn();
      const chat = renderChat(<ChatPanel rid={matchRoomId('g1')} onLoginRequest={onLoginRequest} />);
      chat.connect();
      expect(screen.getByText('游客不能在此发言，请先登录')).toBeTruthy();
      expect(messageInput()).toHaveProperty('disabled', true);
      // One invitation, not two.
      expect(screen.getAllByRole('button', { name: '登录' })).toHaveLength(1);
      await userEvent.click(
        within(screen.getByRole('form', { name: '聊天内容' })).getByRole('button', { name: '登录' }),
      );
      expect(onLoginRequest).toHaveBeenCalledTimes(1);
    });

    it('a muted member reads on but cannot write, and is told until when and why', () => {
      const chat = lobbyPanel({ member: true });
      chat.connect();
      // 21:30 on the site's clock (UTC+8), whatever the zone of the machine running the test.
      const until = Date.UTC(2030, 0, 1, 13, 30);
      chat.push({
        msgId: ChatMsgId.MemberMuted,
        msgData: { msg: '您已被禁言', body: { muted: true, until, reason: '刷屏' } },
      });
      expect(screen.getByText('您已被禁言，01/01 21:30后可以发言（禁言原因：刷屏）')).toBeTruthy();
      expect(messageInput()).toHaveProperty('disabled', true);
      expect(within(messageList()).getByText('您已被禁言')).toBeTruthy();
      chat.otherSays(1, '禁言后别人的消息');
      expect(shownTexts()).toEqual(['禁言后别人的消息']);

      chat.push({
        msgId: ChatMsgId.MemberMuted,
        msgData: { msg: '您已被解除禁言', body: { muted: false, until: null, reason: '' } },
      });
      expect(messageInput()).toHaveProperty('disabled', false);
      expect(within(messageList()).getByText('您已被解除禁言')).toBeTruthy();
    });

    it('a muted member without an end date is told so', () => {
      const chat = lobbyPanel({ member: true });
      chat.connect();
      chat.push({
        msgId: ChatMsgId.MemberMuted,
        msgData: { msg: '', body: { muted: true, until: null, reason: '' } },
      });
      expect(screen.getByText('您已被禁言，暂时不能发言')).toBeTruthy();
    });

    it('a closed room can be read, not written to, until it opens again', () => {
      const chat = lobbyPanel({ member: true });
      chat.connect();
      chat.otherSays(1, '关闭前的消息');
      chat.push({
        msgId: ChatMsgId.RoomStatusChange,
        msgData: { rid: CHAT_LOBBY_ROOM, msg: '聊天室已关闭', body: { status: 'closed' } },
      });
      expect(screen.getByText('聊天室已关闭，仅可查看消息')).toBeTruthy();
      expect(within(messageList()).getByText('聊天室已关闭')).toBeTruthy();
      expect(messageInput()).toHaveProperty('disabled', true);
      expect(shownTexts()).toEqual(['关闭前的消息']);

      chat.push({
        msgId: ChatMsgId.RoomStatusChange,
        msgData: { rid: CHAT_LOBBY_ROOM, msg: '', body: { status: 'open' } },
      });
      expect(messageInput()).toHaveProperty('disabled', false);
      expect(within(messageList()).getByText('聊天室已开放，可以发言了')).toBeTruthy();
    });

    it('while the operator blocks the room nobody writes', () => {
      const chat = lobbyPanel({ member: true });
      chat.connect();
      chat.push({
        msgId: ChatMsgId.BroadcastBlocked,
        msgData: { rid: CHAT_LOBBY_ROOM, msg: '', body: { blocked: true } },
      });
      expect(screen.getByText('聊天室已暂停发言，请稍后再来')).toBeTruthy();
      expect(within(messageList()).getByText('聊天室已暂停发言')).toBeTruthy();
      expect(messageInput()).toHaveProperty('disabled', true);
    });

    it("a room above the member's VIP grade says which grade may write", () => {
      const chat = lobbyPanel({ member: true });
      chat.connect();
      chat.push({
        msgId: ChatMsgId.VipLevel,
        msgData: { rid: CHAT_LOBBY_ROOM, msg: '', body: { minVipLevel: 5 } },
      });
      expect(screen.getByText('VIP5及以上会员才能发言')).toBeTruthy();
      expect(within(messageList()).getByText('本聊天室调整为VIP5及以上会员发言')).toBeTruthy();
      expect(messageInput()).toHaveProperty('disabled', true);
    });
  });

  describe('the operator', () => {
    it('destroys the room: its messages go, nothing can be written, a line in progress fails', async () => {
      const chat = lobbyPanel({ member: true });
      chat.connect();
      chat.otherSays(1, '解散前的消息');
      act(() => chat.transport.setStatus('closed'));
      await userEvent.type(messageInput(), '没发出去的{Enter}');
      act(() => chat.transport.setStatus('open'));
      chat.push({ msgId: ChatMsgId.RoomDestroyed, msgData: { rid: CHAT_LOBBY_ROOM, msg: '聊天室已解散' } });

      expect(screen.getByText('聊天室已解散，无法继续发言')).toBeTruthy();
      expect(screen.getByText('聊天室已解散，无法发言')).toBeTruthy();
      expect(within(messageList()).getByText('聊天室已解散')).toBeTruthy();
      expect(shownTexts()).toEqual([]);
      expect(screen.getByText('发送失败：聊天室已不存在，消息未发出')).toBeTruthy();
      expect(messageInput()).toHaveProperty('disabled', true);
    });

    it('clears the room: the messages go and a line says so', () => {
      const chat = lobbyPanel();
      chat.connect();
      chat.otherSays(1, '清屏前一');
      chat.otherSays(2, '清屏前二');
      chat.push({ msgId: ChatMsgId.RoomCleared, msgData: { rid: CHAT_LOBBY_ROOM, msg: '聊天室已清屏' } });
      expect(shownTexts()).toEqual([]);
      expect(within(messageList()).getByText('聊天室已清屏')).toBeTruthy();
      chat.otherSays(3, '清屏后');
      expect(shownTexts()).toEqual(['清屏后']);
    });

    it('a room that does not exist says so', () => {
      const chat = renderChat(<ChatPanel rid={matchRoomId('nope')} onLoginRequest={vi.fn()} />);
      act(() => chat.transport.setStatus('open'));
      chat.push({
        msgId: ChatMsgId.Notice,
        msgData: { rid: matchRoomId('nope'), msg: '聊天室不存在', body: { code: 'roomNotFound' } },
      });
      expect(screen.getByText('聊天室不存在或已关闭')).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: '聊天内容' })).toBeNull();
    });

    it('posts gift, score prediction and notice cards', () => {
      const chat = lobbyPanel();
      chat.connect();
      chat.push({
        msgId: ChatMsgId.GiftRecord,
        msgData: {
          rid: CHAT_LOBBY_ROOM,
          body: {
            userId: '30003',
            username: 'dave004',
            vipLevel: 7,
            giftName: '跑车',
            count: 2,
            amount: '1288.00',
            sentAt: 5,
          },
        },
      });
      chat.push({
        msgId: ChatMsgId.ScorePrediction,
        msgData: {
          rid: CHAT_LOBBY_ROOM,
          body: {
            gameId: 'g1',
            username: 'erin005',
            prediction: '2-1',
            note: '32%的会员也这样猜',
            sentAt: 6,
          },
        },
      });
      chat.push({
        msgId: ChatMsgId.Notice,
        msgData: { msg: '今晚20:00开放欧冠专场', body: { code: 'notice' } },
      });

      const gift = screen.getByRole('article', { name: '礼物' });
      expect(within(gift).getByText('dave004 送出 跑车 ×2')).toBeTruthy();
      expect(within(gift).getByText('价值 ¥1,288')).toBeTruthy();
      expect(within(gift).getByText('VIP7')).toBeTruthy();
      const prediction = screen.getByRole('article', { name: '比分预测' });
      expect(within(prediction).getByText('erin005 预测比分')).toBeTruthy();
      expect(within(prediction).getByText('2-1')).toBeTruthy();
      expect(within(prediction).getByText('32%的会员也这样猜')).toBeTruthy();
      const notice = screen.getByRole('article', { name: '公告' });
      expect(within(notice).getByText('系统公告')).toBeTruthy();
      expect(within(notice).getByText('今晚20:00开放欧冠专场')).toBeTruthy();
    });

    it('shows the live score in a match room', () => {
      const rid = matchRoomId('g7');
      const chat = renderChat(<ChatPanel rid={rid} onLoginRequest={vi.fn()} />, { member: true });
      chat.connect();
      expect(screen.queryByRole('status', { name: '实时比分' })).toBeNull();
      chat.push({
        msgId: ChatMsgId.ScorePush,
        msgData: {
          rid,
          body: {
            gameId: 'g7',
            sc_FT_H: 2,
            sc_FT_C: 1,
            team_h: '红星',
            team_c: '蓝鹰',
            re_time: "67'",
            event: 'goal',
          },
        },
      });
      const score = screen.getByRole('status', { name: '实时比分' });
      expect(within(score).getByText('红星')).toBeTruthy();
      expect(within(score).getByText('蓝鹰')).toBeTruthy();
      expect(within(score).getByText('2 : 1')).toBeTruthy();
      expect(within(score).getByText('进球！')).toBeTruthy();
    });

    it('tells who joined the room', () => {
      const chat = lobbyPanel();
      chat.connect();
      chat.push({
        msgId: ChatMsgId.JoinBroadcast,
        msgData: {
          rid: CHAT_LOBBY_ROOM,
          body: { user: { userId: '4', username: 'frank06', vipLevel: 1, guest: false }, online: 12 },
        },
      });
      expect(within(messageList()).getByText('frank06 进入了聊天室')).toBeTruthy();
      expect(screen.getByText('12人在线')).toBeTruthy();
    });
  });

  it('looks right in the professional (dark) edition too', () => {
    const chat = renderChat(<ChatPanel rid={CHAT_LOBBY_ROOM} onLoginRequest={vi.fn()} />, {
      theme: professionalTheme,
    });
    chat.connect();
    const panel = screen.getByRole('region', { name: '聊天大厅聊天' });
    expect(getComputedStyle(panel).backgroundColor).toBe('rgb(23, 30, 41)');
  });
});
