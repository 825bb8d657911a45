import { describe, expect, it } from 'vitest';
import { createAppStorage, createMemoryStorage } from '@src/session';
import { createTestStore, untilState } from '@src/store/testStore';
import { selectEdition, siteConfigLoaded } from '@src/app/site/siteSlice';
import { effectiveEdition } from './edition';
import { editionChosen, editionToggled } from './editionSlice';
import { themeFor } from './theme';

const site = (editionSwitch: boolean) =>
  siteConfigLoaded({
    ip: '127.0.0.1',
    siteBaseConfig: {
      siteId: '1',
      title: '极光体育',
      h5DomainUrl: '',
      kaptchcate: 0,
      depositEnabled: true,
      editionSwitch,
      registerEnabled: true,
    },
  });

describe('editions (spec 4)', () => {
  it('classic is the default; the member may choose professional', () => {
    expect(effectiveEdition('classic', true)).toBe('classic');
    expect(effectiveEdition('professional', true)).toBe('professional');
    expect(effectiveEdition('professional', null)).toBe('professional');
  });

  it('the site switch forces classic whatever was chosen', () => {
    expect(effectiveEdition('professional', false)).toBe('classic');
  });

  it('a toggle is saved locally and read back on the next visit', async () => {
    const raw = createMemoryStorage();
    const storage = createAppStorage(raw);
    const { store } = createTestStore({ dependencies: { storage } });
    store.dispatch(editionToggled());
    await untilState(store, (state) => state.edition.chosen === 'professional');
    expect(storage.get('edition')).toBe('professional');
    expect(selectEdition(store.getState())).toBe('professional');
    store.dispatch(editionChosen('classic'));
    expect(createAppStorage(raw).get('edition')).toBe('classic');
  });

  it('with the site switch off the store reports classic, and the choice is kept for when it comes back', () => {
    const storage = createAppStorage(createMemoryStorage());
    const { store } = createTestStore({ dependencies: { storage } });
    store.dispatch(editionChosen('professional'));
    store.dispatch(site(false));
    expect(selectEdition(store.getState())).toBe('classic');
    expect(storage.get('edition')).toBe('professional');
    store.dispatch(site(true));
    expect(selectEdition(store.getState())).toBe('professional');
  });

  it('the professional theme is dark and the classic one light, in the built brand', () => {
    expect(themeFor('professional').colors.background).toBe('#0e131b');
    expect(themeFor('classic').colors.background).toBe('#f3f5f9');
    expect(themeFor('classic').brand).toBe('aurora');
  });
});
