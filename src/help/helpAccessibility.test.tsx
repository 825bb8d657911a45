import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LegalViewer } from '@src/legal';
import { createHelpTestI18n } from './helpTestI18n';
import { helpRoutes } from './routes';

async function violations(container: HTMLElement): Promise<string[]> {
  // jsdom cannot compute colours; contrast is a matter for the theme, checked in the browser.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe-core)', () => {
  it.each(['kh', 'rqgl', 'tywt', 'gztk'])('the help page %s with its menu has no violations', async (key) => {
    const router = createMemoryRouter([{ path: '/', HydrateFallback: () => null, children: [helpRoutes({ depositEnabled: true })] }], {
      initialEntries: [`/app/help/${key}`],
    });
    const { container } = render(
      <I18nextProvider i18n={createHelpTestI18n()}>
        <main>
          <RouterProvider router={router} />
        </main>
      </I18nextProvider>,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(await violations(container)).toEqual([]);
  });

  it('the terms and privacy viewer has no violations', async () => {
    const { container } = render(
      <I18nextProvider i18n={createHelpTestI18n()}>
        <main>
          <LegalViewer />
        </main>
      </I18nextProvider>,
    );
    expect(await violations(container)).toEqual([]);
  });
});
