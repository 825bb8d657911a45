import { describe, expect, it } from 'vitest';
import {
  AccountMessage,
  BET_RESULT_LABELS,
  CaptchaMessage,
  FeedbackMessage,
  Message,
  REJECT_REASON_LABELS,
  RuleMessage,
  TOP_LEAGUES,
  VOID_REASON_LABELS,
} from '@src/contract';
import { toSimplifiedText } from '../../scripts/zhCn';
import { toTaiwanText } from '../../scripts/zhTw';
import { PasswordChangeMessage } from '../auth/passwordChange';
import { FEED_ERRORS } from '../feed';
import { FEEDBACK_TYPE_LABELS } from '../site/feedback';
import { ServerMessage } from './serverMessages';
import { textIn, valueIn } from './serverText';

/** Every catalogue of text the server answers with (spec 8.1/8.2 messages, refusal reasons, labels). */
const CATALOGUES: Record<string, Readonly<Record<string, string>>> = {
  Message,
  ServerMessage,
  AccountMessage,
  CaptchaMessage,
  FeedbackMessage,
  RuleMessage,
  PasswordChangeMessage,
  REJECT_REASON_LABELS,
  VOID_REASON_LABELS,
  BET_RESULT_LABELS,
  FEED_ERRORS,
  FEEDBACK_TYPE_LABELS,
  TOP_LEAGUES: Object.fromEntries(TOP_LEAGUES.map((league) => [league.league_id, league.name])),
};

const entries = Object.entries(CATALOGUES).flatMap(([catalogue, messages]) =>
  Object.entries(messages).map(([key, text]) => ({ name: `${catalogue}.${key}`, text })),
);

describe('the server message catalogues', () => {
  it('hold messages', () => {
    expect(entries.length).toBeGreaterThan(80);
  });

  it('read in both scripts: the zh-CN text holds no traditional character, the zh-TW text no simplified one', () => {
    const notSimplified = entries.filter(({ text }) => toSimplifiedText(text) !== text).map(({ name, text }) => `${name}: ${text}`);
    const taiwan = entries.map(({ name, text }) => ({ name, text: textIn('zh-TW', text) }));
    const notTraditional = taiwan.filter(({ text }) => toTaiwanText(text) !== text).map(({ name, text }) => `${name}: ${text}`);
    expect(notSimplified).toEqual([]);
    expect(notTraditional).toEqual([]);
  });

  it('give zh-TW readers the Taiwan form: 赔率已变更 reads 賠率已變更, 余额不足 reads 餘額不足', () => {
    expect(textIn('zh-TW', REJECT_REASON_LABELS.odds_changed)).toBe('賠率已變更');
    expect(textIn('zh-TW', ServerMessage.insufficientFunds)).toBe('餘額不足');
    expect(textIn('zh-CN', REJECT_REASON_LABELS.odds_changed)).toBe('赔率已变更');
  });
});

describe('server text in a language', () => {
  it('converts every string of an answer, keys and numbers as they are, but keeps what the member wrote', () => {
    const answer = { status_code: 6000, message: '成功', data: { list: [{ title: '赛事提醒', content: '这是我写的', username: '张伟', count: 2 }] } };
    expect(valueIn('zh-TW', answer, new Set(['content', 'username']))).toEqual({
      status_code: 6000,
      message: '成功',
      data: { list: [{ title: '賽事提醒', content: '这是我写的', username: '张伟', count: 2 }] },
    });
  });

  it('leaves a zh-CN answer as it is (the same object)', () => {
    const answer = { message: '赔率已变更' };
    expect(valueIn('zh-CN', answer)).toBe(answer);
  });
});
