import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startChatTestServer, type ChatTestClient, type ChatTestServer, type TestMember } from '../testing/chatTestServer';

const alice: TestMember = { userId: '10001', username: '小明同学', vipLevel: 1 };
const bob: TestMember = { userId: '10002', username: 'bob02', vipLevel: 1 };

let server: ChatTestServer;

beforeEach(async () => {
  server = await startChatTestServer({ devApi: true });
});
afterEach(() => server.close());

async function member(who: TestMember, language: string | null, rid = 'lobby'): Promise<ChatTestClient> {
  const client = await server.connect(`?clientType=web&siteId=1${language ? `&lang=${language}` : ''}`);
  await client.loginMember(await server.memberToken(who));
  await client.join(rid);
  return client;
}

describe('the chat in the page language', () => {
  it('names the room in the reader\'s script, and keeps what members wrote and their names as written', async () => {
    const taiwan = await member(alice, 'zh-TW');
    const mainland = await member(bob, null);
    const [twJoin] = taiwan.all(10002);
    const [cnJoin] = mainland.all(10002);
    expect(cnJoin?.msgData.body.name).toBe('聊天大厅');
    expect(twJoin?.msgData.body.name).toBe('聊天大廳');

    mainland.send({ msgId: 10003, msgData: { rid: 'lobby', msg: '这场比赛进球了', cmid: 'c1' } });
    const heard = await taiwan.next(10003);
    expect(heard.msgData.body).toMatchObject({ text: '这场比赛进球了', username: 'bob02' });
    taiwan.send({ msgId: 10003, msgData: { rid: 'lobby', msg: '漂亮', cmid: 'c2' } });
    expect((await mainland.next(10003, (frame) => frame.msgData.body.cmid === 'c2')).msgData.body.username).toBe('小明同学');
  });

  it('gives a score push the teams in each reader\'s script', async () => {
    const taiwan = await member(alice, 'zh-TW', 'match:g1');
    const mainland = await member(bob, 'zh-CN', 'match:g1');
    server.chat.pushScore('g1', { sc_FT_H: 1, sc_FT_C: 0, team_h: '曼联', team_c: '热刺', event: 'goal' });
    expect((await taiwan.next(10014)).msgData.body).toMatchObject({ team_h: '曼聯', team_c: '熱刺' });
    expect((await mainland.next(10014)).msgData.body).toMatchObject({ team_h: '曼联', team_c: '热刺' });
  });
});
