import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { ChatEventKind, ChatSendBlock } from '@streams';
import { CHAT_NOTICE_CODES, CHAT_SEND_REJECTIONS } from '@src/contract';
import { CHAT_NS, registerChatResources } from './chatI18n';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

function leaves(node: unknown, path = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[path, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

// Written out so the compiler flags a reason or kind added to streams/chat without a text here.
const SEND_BLOCKS = Object.keys({
  connecting: true,
  destroyed: true,
  roomClosed: true,
  blocked: true,
  guestsMayNotSend: true,
  vipLevel: true,
  muted: true,
} satisfies Record<ChatSendBlock, true>);
const EVENT_KINDS = Object.keys({
  memberJoined: true,
  gift: true,
  prediction: true,
  notice: true,
  muted: true,
  unmuted: true,
  blocked: true,
  unblocked: true,
  roomClosed: true,
  roomOpened: true,
  vipLevel: true,
  cleared: true,
  destroyed: true,
  error: true,
} satisfies Record<ChatEventKind, true>);

describe('chat catalogue', () => {
  const chinese = /[\u4e00-\u9fff]/;
  const text = (key: string): unknown => leaves(zhCN).find(([path]) => path === key)?.[1];

  it('says in Chinese why nothing can be sent, for every reason', () => {
    for (const block of SEND_BLOCKS) expect(text(`block.${block}`), block).toMatch(chinese);
  });

  it('words every system line, refusal and notice code in Chinese', () => {
    for (const kind of EVENT_KINDS) expect(text(`event.${kind}`), kind).toMatch(chinese);
    for (const reason of [...CHAT_SEND_REJECTIONS, 'left', 'roomGone'])
      expect(text(`failure.${reason}`), reason).toMatch(chinese);
    for (const code of CHAT_NOTICE_CODES) expect(text(`notice.${code}`), code).toMatch(chinese);
  });

  it('has the same keys in traditional Chinese', () => {
    expect(leaves(zhTW).map(([key]) => key)).toEqual(leaves(zhCN).map(([key]) => key));
  });

  it('registers both languages under the chat namespace', () => {
    const i18n = i18next.createInstance();
    void i18n.init({ lng: 'zh-TW', fallbackLng: 'zh-CN', resources: {}, initAsync: false });
    registerChatResources(i18n);
    expect(i18n.getResource('zh-TW', CHAT_NS, 'drawer.close')).toBe('關閉聊天室');
    expect(i18n.getResource('zh-CN', CHAT_NS, 'drawer.close')).toBe('关闭聊天室');
  });
});
