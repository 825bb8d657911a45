import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planTaiwanCatalogue, serializeCatalogue, taiwanPathOf, toTaiwanCatalogue, toTaiwanText } from './zhTw';
import type { CatalogueValue } from './zhTw';

describe('simplified to Taiwan traditional', () => {
  it.each([
    ['体育', '體育'],
    ['投注', '投注'],
    ['赔率', '賠率'],
    ['软件', '軟體'],
    ['信息', '資訊'],
    ['网络', '網路'],
    ['登录', '登入'],
    ['让球规则', '讓球規則'],
    ['隐私政策', '隱私政策'],
  ])('%s becomes %s', (simplified, taiwan) => {
    expect(toTaiwanText(simplified)).toBe(taiwan);
  });

  it.each([
    ['账户', '帳戶'],
    ['转账', '轉帳'],
    ['充值', '儲值'],
    ['真人视频', '真人視訊'],
    ['单注上限', '單注上限'],
    ['体育项目', '體育項目'],
    ['提款审核', '提款審核'],
    ['注销账户', '註銷帳戶'],
    ['额度转换只在您的账户内进行', '額度轉換只在您的帳戶內進行'],
    ['合作伙伴', '合作夥伴'],
    ['浏览器扩展', '瀏覽器擴充功能'],
    ['让出若干球后再比较', '讓出若干球後再比較'],
    ['在反馈列表中查看回复', '在反饋列表中檢視回覆'],
  ])('the overrides correct %s to %s', (simplified, taiwan) => {
    expect(toTaiwanText(simplified)).toBe(taiwan);
  });

  it('applies the given overrides after OpenCC, in order', () => {
    expect(toTaiwanText('体育投注', [['體育', '運動'], ['運動投注', '運彩']])).toBe('運彩');
    expect(toTaiwanText('体育投注', [])).toBe('體育投注');
  });
});

describe('converting a catalogue', () => {
  const catalogue: CatalogueValue = {
    ui: { title: '帮助中心', count: 23, enabled: true, missing: null },
    topics: { kh: { sections: [{ heading: '注册条件', blocks: [{ type: 'list', ordered: true, items: ['年满18周岁', '一人一个账户'] }] }] } },
  };

  it('converts every string value and no key, keeping numbers, booleans, nulls, array order and key order', () => {
    const converted = toTaiwanCatalogue(catalogue);
    expect(converted).toEqual({
      ui: { title: '幫助中心', count: 23, enabled: true, missing: null },
      topics: { kh: { sections: [{ heading: '註冊條件', blocks: [{ type: 'list', ordered: true, items: ['年滿18週歲', '一人一個帳戶'] }] }] } },
    });
    expect(Object.keys(converted as object)).toEqual(['ui', 'topics']);
  });

  it('writes two-space JSON with a final newline', () => {
    expect(serializeCatalogue({ a: ['b'] })).toBe('{\n  "a": [\n    "b"\n  ]\n}\n');
  });

  it('puts zh-TW next to zh-CN', () => {
    expect(taiwanPathOf('/repo/src/help/locales/zh-CN.json')).toBe('/repo/src/help/locales/zh-TW.json');
  });
});

describe('--check', () => {
  const sourceText = serializeCatalogue({ title: '存款教程' });
  const pair = (targetText: string | null) => ({ source: 'zh-CN.json', sourceText, target: 'zh-TW.json', targetText });

  it('accepts a zh-TW file generated from the current zh-CN', () => {
    const plan = planTaiwanCatalogue(pair(serializeCatalogue({ title: '存款教程' })));
    expect(plan).toEqual({ target: 'zh-TW.json', expectedText: '{\n  "title": "存款教程"\n}\n', upToDate: true });
  });

  it('flags a zh-TW file that drifted from zh-CN', () => {
    expect(planTaiwanCatalogue(pair(serializeCatalogue({ title: '取款教程' }))).upToDate).toBe(false);
  });

  it('flags a missing zh-TW file', () => {
    expect(planTaiwanCatalogue(pair(null)).upToDate).toBe(false);
  });

  it.each(['src/help/locales/zh-CN.json', 'src/legal/locales/zh-CN.json'])('the checked-in sibling of %s is up to date', (source) => {
    const read = (path: string) => readFileSync(fileURLToPath(new URL(`../${path}`, import.meta.url)), 'utf8');
    const target = taiwanPathOf(source);
    expect(planTaiwanCatalogue({ source, sourceText: read(source), target, targetText: read(target) }).upToDate).toBe(true);
  });
});
