import type { z } from 'zod';
import { api } from '@src/contract';
import { CARD_FIELD_NAMES, cardsApi } from '@src/contract/cards';
import { VENUE_FIELD_NAMES, venueApi } from '@src/contract/venue';
import { WITHDRAWAL_PASSWORD_FIELD_NAMES, withdrawalPasswordApi } from '@src/contract/withdrawalPassword';
import { DEV_API_BASE_PATH } from './apiPaths';

/** Field names as members read them, for 6007 messages. */
const FIELD_NAMES: Record<string, string> = {
  name: '用户名',
  username: '用户名',
  password: '密码',
  oldPassword: '原密码',
  secondPassword: '确认密码',
  repeatPassword: '确认密码',
  kaptchcate: '验证方式',
  codeId: '验证码标识',
  code: '验证码',
  category: '类别',
  area: '地区',
  domain: '来源地址',
  sendCodeNum: '验证码',
  rCode: '推荐码',
  iCode: '邀请码',
  version: '版本号',
  isAgent: '代理标识',
  amount: '金额',
  key: '幂等键',
  phone: '手机号码',
  areaCode: '区号',
  email: '邮箱',
  realName: '姓名',
  birthday: '生日',
  SendName: '用户名',
  SendCodeNum: '手机号码或邮箱',
  imageCode: '图形验证码',
  type: '验证类型',
  cate: '发送方式',
  purpose: '验证用途',
  lot_number: '验证编号',
  captcha_output: '验证结果',
  gen_time: '验证时间',
  userSystem: '用户体系',
  pageNum: '页码',
  pageSize: '每页条数',
  beginTime: '开始时间',
  endTime: '结束时间',
  kinds: '交易类型',
};

const FEEDBACK_FIELD_NAMES: Record<string, string> = { type: '反馈类型', content: '反馈内容', id: '反馈' };
const LETTER_FIELD_NAMES: Record<string, string> = { ids: '信件', kind: '信件类别' };

/**
 * Names a call gives its fields where a common name would mislead (a feedback's type is not 验证类型) or none
 * fits every call (a letter's kind).
 */
const FIELD_NAMES_BY_PATH: Record<string, Record<string, string>> = {
  [api.letterList.path]: LETTER_FIELD_NAMES,
  [api.letterRead.path]: LETTER_FIELD_NAMES,
  [api.letterDelete.path]: LETTER_FIELD_NAMES,
  [api.letterReadAll.path]: LETTER_FIELD_NAMES,
  [api.addFeedback.path]: FEEDBACK_FIELD_NAMES,
  [api.feedbackInfo.path]: FEEDBACK_FIELD_NAMES,
  [api.deleteFeedback.path]: FEEDBACK_FIELD_NAMES,
  [`${DEV_API_BASE_PATH}/feedback/reply`]: { ...FEEDBACK_FIELD_NAMES, reply: '回复内容' },
  ...Object.fromEntries(Object.values(cardsApi).map((call) => [call.path, CARD_FIELD_NAMES])),
  ...Object.fromEntries(Object.values(venueApi).map((call) => [call.path, VENUE_FIELD_NAMES])),
  ...Object.fromEntries(Object.values(withdrawalPasswordApi).map((call) => [call.path, WITHDRAWAL_PASSWORD_FIELD_NAMES])),
};

/** A Chinese message for the first failed field of the call at `path`: "用户名：…" (spec 8.1, 6007). */
export function validationMessage(error: z.ZodError, path?: string): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数错误';
  const key = issue.path.map(String).join('.');
  // An element of a list is named as the list: ids.2 reads as 信件.
  const listKey = issue.path
    .filter((part) => typeof part !== 'number')
    .map(String)
    .join('.');
  const names = { ...FIELD_NAMES, ...(path === undefined ? {} : FIELD_NAMES_BY_PATH[path]) };
  const field = names[key] ?? names[listKey] ?? (key || '请求内容');
  const detail = /[\u4e00-\u9fff]/.test(issue.message) ? issue.message : defaultDetail(issue);
  return `${field}：${detail}`;
}

function defaultDetail(issue: z.ZodError['issues'][number]): string {
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue) ? '不能为空' : '类型不正确';
    case 'too_big':
      if (issue.origin === 'number')
        return issue.inclusive ? `不能大于${issue.maximum}` : `须小于${issue.maximum}`;
      return '超出长度限制';
    case 'too_small':
      if (issue.origin === 'number')
        return issue.inclusive ? `不能小于${issue.minimum}` : `须大于${issue.minimum}`;
      return issue.origin === 'array' && Number(issue.minimum) <= 1 ? '不能为空' : '长度不足';
    case 'invalid_value':
    case 'invalid_union':
      return '取值不正确';
    case 'unrecognized_keys':
      return '包含未知字段';
    default:
      return '格式不正确';
  }
}

/** Zod 4 reports the input only when parsing with `reportInput: true`; otherwise its message says so. */
function isMissing(issue: z.ZodError['issues'][number]): boolean {
  return 'input' in issue ? issue.input === undefined : /received undefined/.test(issue.message);
}
