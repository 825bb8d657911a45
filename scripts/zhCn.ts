import { Converter } from 'opencc-js/t2cn';

// Built on first use, like scripts/zhTw.ts's converter; only the checks need it, never the server.
let toMainland: ((text: string) => string) | null = null;

/**
 * Traditional (Taiwan) to simplified Chinese, character by character: a zh-CN text that is its own conversion holds
 * no traditional character (the checks of the server's catalogues and of the rendered pages use it).
 */
export function toSimplifiedText(text: string): string {
  toMainland ??= Converter({ from: 'tw', to: 'cn' });
  return toMainland(text);
}
