import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, api } from '@src/contract';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';

/** One valid number per area, as a member would type it. */
const SAMPLE_PHONES: Record<string, string[]> = {
  '+86': ['13800138000', '+8613800138000'],
  '+852': ['91234567'],
  '+853': ['66123456'],
  '+886': ['0912345678'],
  '+60': ['0123456789'],
  '+65': ['81234567'],
  '+63': ['09171234567'],
  '+66': ['0812345678'],
  '+84': ['0912345678'],
  '+62': ['081234567890'],
  '+855': ['012345678'],
  '+81': ['09012345678'],
  '+82': ['01012345678'],
  '+95': ['09123456789'],
};

describe('site calls', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend.close());

  it('preInfo answers the caller IP and the site base config', async () => {
    const answer = await backend.call(api.preInfo.path);
    expect(answer.body).toMatchObject({ status_code: Code.Success, message: '成功' });
    const data = api.preInfo.response.parse(answer.body.data);
    expect(data).toEqual({
      ip: '127.0.0.1',
      siteBaseConfig: {
        siteId: '1',
        title: '极光体育',
        h5DomainUrl: '',
        kaptchcate: 0,
        depositEnabled: true,
        editionSwitch: true,
        registerEnabled: true,
      },
    });
  });

  it('online customer service answers the help page url', async () => {
    const answer = await backend.call(api.onlineCustomService.path);
    expect(api.onlineCustomService.response.parse(answer.body.data)).toEqual({ url: '/app/help/zxkf' });
  });

  it('the navigation list is the main navigation of spec 2.5, in order', async () => {
    const answer = await backend.call(api.navigationList.path);
    const items = api.navigationList.response.parse(answer.body.data);
    expect(items.map((item) => item.name)).toEqual([
      '首页', '体育', '电子', '真人', '彩票', '棋牌', '电竞', '捕鱼', '在线客服', '合营', '赞助', '优惠', 'APP下载',
      '存款', '转账', '取款', '个人中心', 'VIP', '福利', '投注记录', '交易记录', '消息',
    ]);
    expect(items.slice(0, 3).map((item) => item.path)).toEqual(['/', '/game/sport', '/game/egame']);
    expect(items.map((item) => item.sort)).toEqual(items.map((_, index) => index + 1));
  });

  it('sponsor content has a few items of Chinese text', async () => {
    const answer = await backend.call(api.sponsorContent.path);
    const items = api.sponsorContent.response.parse(answer.body.data);
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) expect(item.content).toMatch(/[\u4e00-\u9fff]{10}/);
  });

  it('the country list puts mainland China (+86) first and each pattern accepts real numbers of its area', async () => {
    const answer = await backend.call(api.queryCountryArea.path, { area: '' });
    const areas = api.queryCountryArea.response.parse(answer.body.data);
    expect(areas[0]).toEqual({ areaName: '中国大陆', areaCode: '+86', regex: '^(\\+86)?1\\d{10}$' });
    expect(areas.map((area) => area.areaCode)).toEqual(Object.keys(SAMPLE_PHONES));
    for (const area of areas) {
      const pattern = new RegExp(area.regex);
      for (const phone of SAMPLE_PHONES[area.areaCode] ?? []) expect(pattern.test(phone), `${area.areaName} ${phone}`).toBe(true);
      expect(pattern.test('12345'), area.areaName).toBe(false);
    }
    const mainland = new RegExp(areas[0]?.regex ?? '');
    for (const wrong of ['23800138000', '1380013800', '138001380001', '+85213800138000']) expect(mainland.test(wrong)).toBe(false);
  });

  it('the country list can be narrowed by name or code', async () => {
    const byName = await backend.call(api.queryCountryArea.path, { area: '香港' });
    expect(byName.body.data).toEqual([expect.objectContaining({ areaCode: '+852' })]);
    const all = await backend.call(api.queryCountryArea.path);
    expect((all.body.data as unknown[]).length).toBeGreaterThanOrEqual(10);
  });
});
