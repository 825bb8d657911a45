import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { selectIsLeagueExpanded, selectLeagueFilter } from '../filters/sportViewSlice';
import { footballSnapshot, renderSport } from '../testing/sportTestHarness';
import { SportPage } from './SportPage';

const location = () => screen.getByTestId('location').textContent ?? '';
const showTabs = () => within(screen.getByRole('tablist', { name: '盘口类型' }));
const gameTabs = () => within(screen.getByRole('tablist', { name: '运动类型' }));
const selectedGameTabs = () => gameTabs().queryAllByRole('tab', { selected: true });

describe('sport page filters (spec 4)', () => {
  it('changing the show type resets game type to football and date to none, and clears the league filter', () => {
    renderSport(<SportPage />, { route: '/game/sport/crty?show=FU&game=BK&date=2030-01-02&leagues=1001' });
    expect(gameTabs().getByRole('tab', { name: /^篮球/ })).toHaveProperty('ariaSelected', 'true');
    fireEvent.click(showTabs().getByRole('tab', { name: '今日' }));
    expect(location()).toBe('/game/sport/crty?show=FT&game=FT');
    expect(gameTabs().getByRole('tab', { name: /^足球/ })).toHaveProperty('ariaSelected', 'true');
  });

  it('in-play makes every game-type tab inactive; a sport can then be chosen', () => {
    renderSport(<SportPage />, { route: '/game/sport/crty?show=FT&game=TN' });
    fireEvent.click(showTabs().getByRole('tab', { name: '滚球' }));
    expect(selectedGameTabs()).toHaveLength(0);
    expect(location()).toBe('/game/sport/crty?show=RB');
    fireEvent.click(gameTabs().getByRole('tab', { name: /^篮球/ }));
    expect(location()).toBe('/game/sport/crty?show=RB&game=BK');
  });

  it('early shows the next 7 days; choosing a date clears the league filter', () => {
    const { store } = renderSport(<SportPage />, { route: '/game/sport/crty?show=FU&game=FT' });
    const dates = within(screen.getByRole('tablist', { name: '日期' }));
    expect(dates.getAllByRole('tab')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: '英超' }));
    expect(location()).toContain('leagues=1001');
    expect(selectLeagueFilter(store.getState())).toEqual(['1001']);
    fireEvent.click(dates.getAllByRole('tab')[3]!);
    expect(location()).not.toContain('leagues');
    expect(location()).toMatch(/date=\d{4}-\d{2}-\d{2}/);
    expect(selectLeagueFilter(store.getState())).toBeNull();
  });

  it('changing the game type clears the league filter', () => {
    renderSport(<SportPage />, { route: '/game/sport/crty?show=FT&game=FT&leagues=1002' });
    expect(screen.getByRole('button', { name: '西甲' })).toHaveProperty('ariaPressed', 'true');
    fireEvent.click(gameTabs().getByRole('tab', { name: /^网球/ }));
    expect(location()).toBe('/game/sport/crty?show=FT&game=TN');
    expect(screen.getByRole('button', { name: '全部' })).toHaveProperty('ariaPressed', 'true');
  });

  it('wants the channels of the filter and the live counts, and lets them go when the filter moves on', () => {
    const { store } = renderSport(<SportPage />, { route: '/game/sport/crty?show=FT&game=FT' });
    expect(Object.keys(store.getState().feed.channels).sort()).toEqual(['FT:FT', 'counts']);
    fireEvent.click(gameTabs().getByRole('tab', { name: /^篮球/ }));
    expect(Object.keys(store.getState().feed.channels).sort()).toEqual(['FT:BK', 'counts']);
  });

  it('the game-type tabs show the live counts', () => {
    const { snapshot } = renderSport(<SportPage />, { route: '/game/sport/crty?show=RB' });
    snapshot('counts', { leagues: [], matches: [], odds: [] }, Date.now(), { RB: { FT: 150, BK: 42 } });
    expect(gameTabs().getByRole('tab', { name: '足球 150' })).toBeTruthy();
    expect(gameTabs().getByRole('tab', { name: '篮球 42' })).toBeTruthy();
  });
});

describe('the tab the sport page opens on', () => {
  const selectedShowTab = () => showTabs().getByRole('tab', { selected: true }).textContent;
  const noTab = { leagues: [], matches: [], odds: [] };

  it('opens on 滚球 while matches are live, and stays there when the last one ends', () => {
    const { snapshot } = renderSport(<SportPage />, { route: '/game/sport/crty' });
    snapshot('counts', noTab, Date.now(), { RB: { FT: 3, BK: 1 }, FT: { FT: 20 } });
    expect(selectedShowTab()).toBe('滚球');
    snapshot('counts', noTab, Date.now(), { RB: {}, FT: { FT: 20 } });
    expect(selectedShowTab()).toBe('滚球');
    // Choosing a sport keeps the tab it opened on.
    fireEvent.click(gameTabs().getByRole('tab', { name: /^篮球/ }));
    expect(location()).toBe('/game/sport/crty?show=RB&game=BK');
  });

  it("opens on today's matches when nothing is live", () => {
    const { snapshot } = renderSport(<SportPage />, { route: '/game/sport/crty' });
    snapshot('counts', noTab, Date.now(), { RB: {}, FT: { FT: 20 } });
    expect(selectedShowTab()).toBe('今日');
  });

  it('an address that names a tab opens on it', () => {
    const { snapshot } = renderSport(<SportPage />, { route: '/game/sport/crty?show=FU' });
    snapshot('counts', noTab, Date.now(), { RB: { FT: 3 } });
    expect(selectedShowTab()).toBe('早盘');
  });
});

describe('sport page list', () => {
  it('folds and unfolds every league at once', () => {
    const { snapshot, store } = renderSport(<SportPage />, { route: '/game/sport/crty?show=RB&game=FT' });
    snapshot('RB:FT', footballSnapshot());
    fireEvent.click(screen.getByRole('button', { name: '全部收起' }));
    expect(selectIsLeagueExpanded(store.getState(), 'L1')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '全部展开' }));
    expect(selectIsLeagueExpanded(store.getState(), 'L1')).toBe(true);
  });

  it('shows the stale banner while the feed is out of date', () => {
    const { snapshot, stale } = renderSport(<SportPage />, { route: '/game/sport/crty?show=RB&game=FT' });
    snapshot('RB:FT', footballSnapshot());
    expect(screen.queryByRole('alert')).toBeNull();
    stale('RB:FT');
    expect(screen.getByRole('alert').textContent).toContain('数据已过期，正在同步…');
    snapshot('RB:FT', footballSnapshot());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the favourites filter with no favourites says so', () => {
    const { snapshot } = renderSport(<SportPage />, { route: '/game/sport/crty?show=RB&game=FT&fav=1' });
    snapshot('RB:FT', footballSnapshot());
    expect(screen.getByText('还没有收藏的赛事')).toBeTruthy();
  });
});
