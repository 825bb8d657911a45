import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@src/i18n';
import { classicTheme } from '@src/theme';
import { setOddsType } from '../preferences/oddsTypePreference';
import { BetSlipPanel } from './BetSlipPanel';
import { placementRequested } from './betSlipEpic';
import { selection } from './betSlipFixtures';
import {
  betSlipSlice,
  bettingStatusChanged,
  duplicateAsked,
  duplicateDismissed,
  legsMoved,
  limitsLoaded,
  multipleToggled,
  placementAnswered,
  priceChanged,
  selectionToggled,
} from './betSlipSlice';
import type { Ticket } from '@src/contract';
import type { SlipLegs } from './slipLegs';

afterEach(() => setOddsType('E'));

function setup(balance: string | null = '500.00', feed: { live?: () => SlipLegs } = {}) {
  const store = configureStore({ reducer: { betSlip: betSlipSlice.reducer } });
  const sent: UnknownAction[] = [];
  const dispatch = (action: UnknownAction) => {
    sent.push(action);
    store.dispatch(action);
  };
  const i18n = createI18n();
  const view = () => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={classicTheme}>
        <BetSlipPanel
          slip={store.getState().betSlip}
          balance={balance}
          dispatch={dispatch}
          {...(feed.live ? { live: feed.live() } : {})}
        />
      </ThemeProvider>
    </I18nextProvider>
  );
  const utils = render(view());
  // The panel is controlled: every change of the slip renders it again, as a connected parent would.
  store.subscribe(() => utils.rerender(view()));
  const dispatchInAct = (action: UnknownAction) =>
    act(() => {
      store.dispatch(action);
    });
  /** The feed moved: the slip hears of its legs (what the slip's epic does) and the panel shows the odds of now. */
  const feedMoved = () =>
    act(() => {
      if (feed.live) store.dispatch(legsMoved(feed.live()));
      utils.rerender(view());
    });
  return { store, sent, act: dispatchInAct, feedMoved };
}

describe('bet slip panel', () => {
  it('is empty until a price is clicked', () => {
    setup();
    expect(screen.getByText('点击赔率添加投注项')).toBeTruthy();
  });

  it('a stake above the balance is lowered to the integer balance, and the win follows', () => {
    const { act: run } = setup('123.45');
    run(selectionToggled(selection('1', '1.0', { price: '1.90' })));
    const input = screen.getByRole('textbox', { name: '投注金额 主队 vs 客队' });
    act(() => {
      fireEvent.change(input, { target: { value: '500' } });
    });
    expect((input as HTMLInputElement).value).toBe('123');
    expect(screen.getByText('可赢金额 233.70')).toBeTruthy();
  });

  it('投注 asks for a placement under the odds acceptance chosen, which the slip keeps', () => {
    const { act: run, sent, store } = setup();
    run(selectionToggled(selection('1', '1.0')));
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: '赔率变化' }), { target: { value: 'none' } });
    });
    expect(store.getState().betSlip.acceptOdds).toBe('none');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: '赔率变化' }).value).toBe('none');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '投注' }));
    });
    expect(sent.at(-1)).toEqual(placementRequested({}));
  });

  it('while an order is being confirmed, adding shows 还有订单正在确认中，请稍候 and 投注 waits', () => {
    const { act: run, store } = setup();
    run(multipleToggled(true));
    run(selectionToggled(selection('1', '1.0')));
    const key = store.getState().betSlip.entries[0]!.key;
    run(bettingStatusChanged({ keys: [key], active: 'delay', ticketId: 'BT1' }));
    run(selectionToggled(selection('2', '2.0')));
    expect(screen.getByRole('alert').textContent).toContain('还有订单正在确认中，请稍候');
    expect(screen.getByRole('button', { name: '确认中' })).toHaveProperty('disabled', true);
  });

  it('series mode shows the combined odds in Hong Kong odds and marks nothing invalid for different matches', () => {
    const { act: run } = setup();
    run(multipleToggled(true));
    run(selectionToggled(selection('1', '1.0', { price: '2.00' })));
    run(selectionToggled(selection('2', '2.0', { price: '1.50' })));
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: '串关' }));
      // What the slip's epic does on 串关 (spec 4: series resets the odds type to Hong Kong, the page's one setting).
      setOddsType('H');
    });
    // 2.00 x 1.50 = 3.00 decimal, 2.00 in Hong Kong odds.
    expect(screen.getByText('串关赔率 2.00')).toBeTruthy();
    expect(screen.queryByText('同场赛事不可串关')).toBeNull();
  });

  it('three selections in series mode offer 3串3 and 3串4; 投注 sends the chosen ones', () => {
    const { act: run, sent } = setup();
    run(multipleToggled(true));
    for (const game of ['1', '2', '3']) run(selectionToggled(selection(game, `${game}.0`)));
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: '串关' }));
    });
    act(() => {
      fireEvent.change(screen.getByRole('textbox', { name: '3串4 每注金额' }), { target: { value: '10' } });
    });
    expect(screen.getByText('4 注，共 40.00')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '投注' }));
    });
    expect(sent.at(-1)).toEqual(placementRequested({ parlayStake: '', systems: [{ system: '3/4', stake: '10' }] }));
  });

  it('shows each price in the format the board shows it: a handicap in Hong Kong, a 1X2 in decimal', () => {
    const { act: run } = setup();
    run(multipleToggled(true));
    run(selectionToggled(selection('1', '1.0', { w: 'R', price: '1.90' })));
    run(selectionToggled(selection('2', '2.0', { w: 'M', price: '7.33' })));
    act(() => setOddsType('H'));
    expect(screen.getByText('0.90')).toBeTruthy();
    expect(screen.getByText('7.33')).toBeTruthy();
    act(() => setOddsType('E'));
    expect(screen.getByText('1.90')).toBeTruthy();
    expect(screen.queryByText('0.90')).toBeNull();
  });
});

describe('bet slip following live prices (issue 12 item 1)', () => {
  function following(price: string) {
    let legs: SlipLegs = {};
    const harness = setup('500.00', { live: () => legs });
    harness.act(selectionToggled(selection('1', '1.0', { w: 'R', price })));
    const key = harness.store.getState().betSlip.entries[0]!.key;
    const move = (live: SlipLegs[string]) => {
      legs = { [key]: live };
      harness.feedMoved();
    };
    const choose = (accept: 'any' | 'better' | 'none') =>
      act(() => {
        fireEvent.change(screen.getByRole('combobox', { name: '赔率变化' }), { target: { value: accept } });
      });
    return { ...harness, move, choose };
  }

  it('a lower price with 只接受更好的赔率 shows the new price with a down arrow, 赔率已变更, and 投注 waits for 接受赔率变化', () => {
    const { move, sent, store } = following('1.97');
    act(() => {
      fireEvent.change(screen.getByRole('textbox', { name: '投注金额 主队 vs 客队' }), { target: { value: '100' } });
    });
    move({ price: '1.89', status: 'open' });
    expect(document.querySelector('.bs-price')?.textContent).toBe('1.89');
    // The win shown is the one at the price shown.
    expect(screen.getByText('可赢金额 189.00')).toBeTruthy();
    expect(screen.getByRole('img', { name: '赔率下降' })).toBeTruthy();
    expect(screen.getByText('赔率已变更')).toBeTruthy();
    expect(screen.getByRole('button', { name: '投注' })).toHaveProperty('disabled', true);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '接受赔率变化' }));
    });
    expect(sent).toContainEqual(priceChanged({ oddsId: '1.0', price: '1.89' }));
    expect(store.getState().betSlip.entries[0]!.price).toBe('1.89');
    expect(screen.queryByText('赔率已变更')).toBeNull();
    expect(screen.getByRole('button', { name: '投注' })).toHaveProperty('disabled', false);
  });

  it('a better price with 只接受更好的赔率 is taken by itself', () => {
    const { move, store } = following('1.26');
    move({ price: '1.30', status: 'open' });
    expect(store.getState().betSlip.entries[0]!.price).toBe('1.30');
    expect(screen.queryByText('赔率已变更')).toBeNull();
    expect(screen.getByRole('button', { name: '投注' })).toHaveProperty('disabled', false);
  });

  it('with 接受任何赔率 every move is taken by itself; with 不接受赔率变化 even a better one is asked', () => {
    const { move, store, choose } = following('2.00');
    choose('any');
    move({ price: '1.80', status: 'open' });
    expect(store.getState().betSlip.entries[0]!.price).toBe('1.80');
    choose('none');
    move({ price: '1.95', status: 'open' });
    expect(store.getState().betSlip.entries[0]!.price).toBe('1.80');
    expect(screen.getByRole('img', { name: '赔率上升' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '接受赔率变化' })).toBeTruthy();
  });

  it('a suspended selection, or one on a stale feed, is locked and 投注 cannot be pressed', () => {
    const { move } = following('1.90');
    move({ price: '1.90', status: 'suspended' });
    expect(screen.getByText('暂停投注')).toBeTruthy();
    expect(screen.getByText('有投注项暂停投注，请移除或稍候')).toBeTruthy();
    expect(screen.getByRole('button', { name: '投注' })).toHaveProperty('disabled', true);
    move({ price: '1.90', status: 'open' });
    expect(screen.queryByText('暂停投注')).toBeNull();
    expect(screen.getByRole('button', { name: '投注' })).toHaveProperty('disabled', false);
  });

  it('a placed selection keeps the price it was placed at', () => {
    const { move, act: run, store } = following('1.90');
    const key = store.getState().betSlip.entries[0]!.key;
    run(bettingStatusChanged({ keys: [key], active: 'accepted', ticketId: 'BT1' }));
    move({ price: '1.50', status: 'suspended' });
    expect(document.querySelector('.bs-price')?.textContent).toBe('1.90');
    expect(screen.queryByText('赔率已变更')).toBeNull();
    expect(screen.queryByText('暂停投注')).toBeNull();
  });
});

describe('after placing (issue 12 item 4)', () => {
  const ticket = {
    ticket_id: 'BT77',
    status: 'accepted',
    type: 'single',
    stake: '100.00',
    potentialWin: '190.00',
    selections: [{ oddsId: '1.0', team_h: '主队', team_c: '客队', side: 'H', line: '', price: '1.90' }],
  } as unknown as Ticket;

  it('shows a receipt (ticket id, legs, stake, potential win) instead of 投注; 保留选项 brings the selection back with no stake', () => {
    const { act: run, store } = setup();
    run(selectionToggled(selection('1', '1.0', { price: '1.90' })));
    const key = store.getState().betSlip.entries[0]!.key;
    run(placementAnswered({ entryKeys: [[key]], tickets: [ticket], signature: 's', at: 1 }));
    expect(screen.getByText('注单已提交')).toBeTruthy();
    expect(screen.getByText('单号 BT77')).toBeTruthy();
    expect(screen.getByText('主队 vs 客队 主 @1.90')).toBeTruthy();
    expect(screen.getByText('投注金额 100.00')).toBeTruthy();
    expect(screen.getByText('可赢金额 190.00')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('已接受');
    expect(screen.queryByRole('button', { name: '投注' })).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '保留选项' }));
    });
    expect(screen.queryByText('注单已提交')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '投注金额 主队 vs 客队' }).value).toBe('');
    expect(screen.getByRole('button', { name: '投注' })).toBeTruthy();
  });

  it('完成 takes the placed selection off the slip', () => {
    const { act: run, store } = setup();
    run(selectionToggled(selection('1', '1.0', { price: '1.90' })));
    const key = store.getState().betSlip.entries[0]!.key;
    run(placementAnswered({ entryKeys: [[key]], tickets: [ticket], signature: 's', at: 1 }));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '完成' }));
    });
    expect(screen.getByText('点击赔率添加投注项')).toBeTruthy();
  });

  it('asks before placing the same bet again within a minute: 再次投注 places it, 取消 does not', () => {
    const { act: run, sent } = setup();
    run(selectionToggled(selection('1', '1.0')));
    run(duplicateAsked({}));
    const question = screen.getByRole('group', { name: '一分钟内已投注相同的注单，确定再次投注吗？' });
    act(() => {
      fireEvent.click(within(question).getByRole('button', { name: '再次投注' }));
    });
    expect(sent.at(-1)).toEqual(placementRequested({ confirmDuplicate: true }));
    act(() => {
      fireEvent.click(within(question).getByRole('button', { name: '取消' }));
    });
    expect(sent.at(-1)).toEqual(duplicateDismissed());
    expect(screen.queryByRole('group', { name: '一分钟内已投注相同的注单，确定再次投注吗？' })).toBeNull();
  });
});

describe('stake feedback (issue 12 item 6)', () => {
  const limits = {
    singles: { '1.0': { min: '10.00', max: '50000.00' }, '2.0': { min: '10.00', max: '50000.00' }, '3.0': { min: '10.00', max: '50000.00' } },
    parlay: { min: '10.00', max: '10000.00' },
    system: { min: '10.00', max: '10000.00' },
  };
  function withLimits(balance = '500.00') {
    const harness = setup(balance);
    harness.act(limitsLoaded(limits));
    harness.act(selectionToggled(selection('1', '1.0', { price: '1.90' })));
    const stake = screen.getByRole<HTMLInputElement>('textbox', { name: '投注金额 主队 vs 客队' });
    const type = (value: string) =>
      act(() => {
        fireEvent.change(stake, { target: { value } });
      });
    return { ...harness, stake, type };
  }

  it("shows the server's 最低 and 最高 under the stake", () => {
    withLimits();
    expect(screen.getByText('最低 10 · 最高 50,000')).toBeTruthy();
  });

  it('says a stake below the minimum as it is typed, 投注 waits, and the message goes once the stake is valid', () => {
    const { type, stake } = withLimits();
    type('1');
    expect(screen.getByText('投注金额不能低于最低限额 10')).toBeTruthy();
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: '投注' })).toHaveProperty('disabled', true);
    // No placement status before a bet exists.
    expect(screen.queryByRole('status')).toBeNull();
    type('10');
    expect(screen.queryByText('投注金额不能低于最低限额 10')).toBeNull();
    expect(stake.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('button', { name: '投注' })).toHaveProperty('disabled', false);
  });

  it('quick stakes fill the stake, clamped to the balance (spec 5) and said so; 最大 is the most it can be', () => {
    const { stake } = withLimits('321.50');
    const chips = screen.getByRole('group', { name: '快捷金额 投注金额 主队 vs 客队' });
    act(() => {
      fireEvent.click(within(chips).getByRole('button', { name: '100' }));
    });
    expect(stake.value).toBe('100');
    expect(screen.getByText('可赢金额 190.00')).toBeTruthy();
    act(() => {
      fireEvent.click(within(chips).getByRole('button', { name: '500' }));
    });
    expect(stake.value).toBe('321');
    expect(screen.getByText('余额不足，已调整为 321')).toBeTruthy();
    act(() => {
      fireEvent.click(within(chips).getByRole('button', { name: '50' }));
    });
    expect(screen.queryByText('余额不足，已调整为 321')).toBeNull();
    act(() => {
      fireEvent.click(within(chips).getByRole('button', { name: '最大' }));
    });
    expect(stake.value).toBe('321');
  });

  it('a stake above the maximum is lowered to it and said so', () => {
    const { type, stake } = withLimits('90000.00');
    type('60000');
    expect(stake.value).toBe('50000');
    expect(screen.getByText('超过最高限额，已调整为 50,000')).toBeTruthy();
  });

  it('a bet refused at once shows its reason beside the stake, no 已拒绝, gone once the stake changes', () => {
    const { act: run, store, type } = withLimits();
    type('100');
    const key = store.getState().betSlip.entries[0]!.key;
    const refused = { ticket_id: 'BT1', status: 'rejected', type: 'single', reasonText: '盘口已关闭', selections: [] } as unknown as Ticket;
    run(placementAnswered({ entryKeys: [[key]], tickets: [refused] }));
    expect(screen.getByText('盘口已关闭')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    type('120');
    expect(screen.queryByText('盘口已关闭')).toBeNull();
  });

  it('the parlay and each n串k show their own limits, per bet for n串k, on one line', () => {
    const { act: run } = withLimits();
    run(multipleToggled(true));
    run(selectionToggled(selection('2', '2.0')));
    run(selectionToggled(selection('3', '3.0')));
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: '串关' }));
    });
    expect(screen.getByText('最低 10 · 最高 10,000')).toBeTruthy();
    expect(screen.getAllByText('每注 最低 10 · 最高 10,000')).toHaveLength(2);
    expect(screen.getByText('3串4').className).toContain('bs-nowrap');
    act(() => {
      fireEvent.change(screen.getByRole('textbox', { name: '3串4 每注金额' }), { target: { value: '5' } });
    });
    expect(screen.getByText('投注金额不能低于最低限额 10')).toBeTruthy();
    expect(screen.getByRole('button', { name: '投注' })).toHaveProperty('disabled', true);
    // The four bets are debited together: from 500.00, at most 125 a bet.
    act(() => {
      fireEvent.change(screen.getByRole('textbox', { name: '3串4 每注金额' }), { target: { value: '200' } });
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '3串4 每注金额' }).value).toBe('125');
    expect(screen.getByText('余额不足，已调整为 125')).toBeTruthy();
    expect(screen.getByText('4 注，共 500.00')).toBeTruthy();
  });
});

