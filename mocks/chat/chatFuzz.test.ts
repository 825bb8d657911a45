import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chatTextLength, isBlankChatText } from '@src/contract';
import { startChatTestServer, type ChatTestClient, type ChatTestServer } from '../testing/chatTestServer';

/**
 * Text that a careless renderer, template or query would run as markup, script or SQL. Here the server must keep
 * and relay each as inert text; whether a browser runs any of them is checked in Chromium (e2e), where a script
 * can run: Node cannot tell.
 */
const XSS_PAYLOADS = [
  '<script>globalThis.__chatPwned = 1</script>',
  '</script><script>globalThis.__chatPwned=1</script>',
  '<img src=x onerror="globalThis.__chatPwned=1">',
  '"><svg/onload=globalThis.__chatPwned=1>',
  'javascript:globalThis.__chatPwned=1',
  '${globalThis.__chatPwned = 1}',
  "{{constructor.constructor('globalThis.__chatPwned=1')()}}",
  "'); globalThis.__chatPwned = 1; ('",
  '<iframe srcdoc="&lt;script&gt;parent.__chatPwned=1&lt;/script&gt;">',
  '&lt;b&gt;already escaped&lt;/b&gt; &amp; &#x3C;',
  '{"__proto__":{"polluted":true}}',
  "'; DROP TABLE chat_messages; --",
  "Robert'); DELETE FROM chat_messages WHERE ('1'='1",
  '\u202Egnp.exe\u202C \u200B\u200D zero-width and bidi',
  'NUL \u0000 in the middle',
  '表情😀👨‍👩‍👧‍👦 组合 é (e\u0301)',
];

let server: ChatTestServer;
let sender: ChatTestClient;
let reader: ChatTestClient;
let seq = 0;

beforeAll(async () => {
  server = await startChatTestServer({
    limits: { sendsPerWindow: 100_000, framesPerSecond: 100_000, frameBurst: 100_000 },
  });
  sender = await server.connect();
  await sender.loginMember(await server.memberToken({ userId: '10001', username: 'fuzzer01' }));
  await sender.join('lobby');
  reader = await server.connect();
  await reader.loginGuest();
  await reader.join('lobby');
});
afterAll(async () => {
  await server.close();
});

/** Sends `text` and answers it as the sender's echo, the reader's copy and the history's copy. */
async function roundTrip(text: string): Promise<string[]> {
  seq += 1;
  const cmid = `fuzz-${seq}`;
  sender.send({ msgId: 10003, msgData: { rid: 'lobby', msg: text, cmid } });
  const echo = await sender.next(10003, (f) => f.msgData.body.cmid === cmid);
  const heard = await reader.next(10003, (f) => f.msgData.body.cmid === cmid);
  reader.send({ msgId: 10011, msgData: { rid: 'lobby', pageNum: 1, pageSize: 1 } });
  const history = await reader.next(10011);
  return [echo.msgData.body.text, heard.msgData.body.text, history.msgData.body.list[0]?.text ?? '<missing>'];
}

/** The text of the newest message as the database holds it. */
function lastStoredText(): unknown {
  return server.db.prepare('SELECT text FROM chat_messages ORDER BY id DESC LIMIT 1').get();
}

describe('chat text is stored and delivered verbatim, as inert text', () => {
  it('stores and relays XSS, SQL and Unicode payloads as plain text, byte for byte, without polluting or dropping anything', async () => {
    for (const payload of XSS_PAYLOADS) {
      expect(await roundTrip(payload)).toEqual([payload, payload, payload]);
      expect(lastStoredText()).toEqual({ text: payload });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(
      server.db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'chat_messages'").get(),
    ).toEqual({ n: 1 });
  });

  it('round-trips any well-formed text of 1 to 200 characters that is not blank', async () => {
    const text = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 200 })
      .filter((value) => !isBlankChatText(value) && chatTextLength(value) <= 200);
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        const copies = await roundTrip(value);
        expect(copies).toEqual([value, value, value]);
        expect(Buffer.from(copies[1] ?? '', 'utf8').equals(Buffer.from(value, 'utf8'))).toBe(true);
      }),
      { numRuns: 100 },
    );
    expect(reader.invalid).toEqual([]);
  }, 30_000);
});

describe('the server survives any frame', () => {
  it('answers or ignores random and malformed frames, keeps the connection serving, and sends only contract frames', async () => {
    const junk = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.json({ maxDepth: 3 }),
      fc
        .record({
          msgId: fc.oneof(fc.integer(), fc.constantFrom(0, 10001, 10002, 10003, 10011, 10019, 60000)),
          msgData: fc.anything({ maxDepth: 2 }),
        })
        .map((frame) => JSON.stringify(frame)),
      fc
        .record({
          msgId: fc.constant(10003),
          msgData: fc.record(
            { rid: fc.string(), msg: fc.string({ unit: 'binary' }), cmid: fc.string() },
            { requiredKeys: [] },
          ),
        })
        .map((frame) => JSON.stringify(frame)),
    );
    const client = await server.connect();
    await client.loginGuest();
    await client.join('lobby');
    await fc.assert(
      fc.asyncProperty(fc.array(junk, { minLength: 1, maxLength: 10 }), async (frames) => {
        for (const frame of frames) client.sendRaw(frame);
        await client.sync();
      }),
      { numRuns: 100 },
    );
    client.sendRaw(Buffer.from([0xff, 0xfe, 0x00]), { binary: true });
    await client.sync();
    expect(client.invalid).toEqual([]);
  }, 30_000);
});
