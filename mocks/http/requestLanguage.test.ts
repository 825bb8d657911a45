import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SERVER_LANGUAGES } from '@src/contract';
import { languageOfHeader, languageOfName } from './requestLanguage';

describe('the language the server answers in', () => {
  it('is zh-CN when the request names none', () => {
    expect(languageOfHeader(undefined)).toBe('zh-CN');
    expect(languageOfHeader('')).toBe('zh-CN');
  });

  it('is the one the client sends: zh-TW or zh-CN', () => {
    expect(languageOfHeader('zh-TW')).toBe('zh-TW');
    expect(languageOfHeader('zh-CN')).toBe('zh-CN');
  });

  it('reads traditional from zh-Hant, Hong Kong and Macau tags, in any case, and simplified from the others', () => {
    for (const tag of ['zh-Hant', 'zh-Hant-TW', 'ZH-tw', 'zh_TW', 'zh-HK', 'zh-MO', 'zh-Hant-CN']) expect(languageOfHeader(tag)).toBe('zh-TW');
    for (const tag of ['zh', 'zh-Hans', 'zh-Hans-TW', 'zh-SG', 'ZH-CN']) expect(languageOfHeader(tag)).toBe('zh-CN');
  });

  it('takes the Chinese tag of highest weight, the first of equal weights, and skips weight zero', () => {
    expect(languageOfHeader('en-US,zh-TW;q=0.9,zh-CN;q=0.8')).toBe('zh-TW');
    expect(languageOfHeader('zh-CN;q=0.5, zh-TW;q=0.7')).toBe('zh-TW');
    expect(languageOfHeader('zh-TW, zh-CN')).toBe('zh-TW');
    expect(languageOfHeader('zh-TW;q=0, zh-CN;q=0.1')).toBe('zh-CN');
    expect(languageOfHeader(['zh-CN;q=0.2', 'zh-HK'])).toBe('zh-TW');
  });

  it('answers an unknown language, a malformed weight or an oversized header in zh-CN', () => {
    expect(languageOfHeader('en-US')).toBe('zh-CN');
    expect(languageOfHeader('ja, fr;q=0.9')).toBe('zh-CN');
    expect(languageOfHeader('zh-TW;q=high')).toBe('zh-CN');
    expect(languageOfHeader('zh-TW;q=1.5')).toBe('zh-CN');
    expect(languageOfHeader(`${'x'.repeat(300)},zh-TW`)).toBe('zh-CN');
  });

  it('answers any header at all with one of its languages', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (header) => SERVER_LANGUAGES.includes(languageOfHeader(header))));
  });

  it('reads a language named directly (a socket handshake) the same way, zh-CN for anything else', () => {
    expect(languageOfName('zh-TW')).toBe('zh-TW');
    expect(languageOfName('zh-CN')).toBe('zh-CN');
    expect(languageOfName('klingon')).toBe('zh-CN');
    expect(languageOfName(42)).toBe('zh-CN');
    expect(languageOfName(undefined)).toBe('zh-CN');
  });
});
