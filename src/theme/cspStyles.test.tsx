import { CacheProvider, css } from '@emotion/react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '@src/contract';
import { pageCspNonce, styleCacheFor } from './cspStyles';

afterEach(() => {
  document.head.querySelectorAll('meta[property="csp-nonce"]').forEach((meta) => meta.remove());
});

function serverWrote(nonce: string): void {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.append(meta);
}

describe('styles inserted at run time carry the page’s CSP nonce', () => {
  it('reads the nonce the server wrote into the page, and none where the build’s placeholder is still there', () => {
    expect(pageCspNonce(document)).toBeUndefined();
    serverWrote(CSP_NONCE_PLACEHOLDER);
    expect(pageCspNonce(document)).toBeUndefined();
    document.head.querySelector('meta[property="csp-nonce"]')?.remove();
    serverWrote('r4nd0m+n0nce/A==');
    expect(pageCspNonce(document)).toBe('r4nd0m+n0nce/A==');
  });

  it('gives Emotion’s style elements the nonce', () => {
    const cache = styleCacheFor('r4nd0m+n0nce/A==');
    render(
      <CacheProvider value={cache}>
        <p css={css({ color: 'rgb(1, 2, 3)' })}>有样式</p>
      </CacheProvider>,
    );
    const styles = [...document.head.querySelectorAll('style[data-emotion^="css"]')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('r4nd0m+n0nce/A==');
  });
});
