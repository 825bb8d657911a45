import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { Code } from '@src/contract';
import { VenueMessage } from '@src/contract/venue';
import { codeEnvelope } from '@src/test/fakeFetch';
import { balanceRefreshRequested } from '@streams';
import { anyKey, fakeVenueWallet } from '../test/fakeVenueWallet';
import { renderWithWallet } from '../test/renderWithWallet';
import { VenueTransferDialog } from './VenueTransferDialog';

configure({ asyncUtilTimeout: 10_000 });

const ACTIVITY = 'AG真人周末活动进行中，转入即可参与';

function openDialog(wallet = fakeVenueWallet(), extra: { onEnterDirectly?: () => void } = {}) {
  const onClose = vi.fn();
  const onTransferred = vi.fn();
  const rendered = renderWithWallet(
    wallet,
    <VenueTransferDialog
      open
      enName="AGZR"
      venueName="AG真人"
      message={ACTIVITY}
      isActivity={1}
      onClose={onClose}
      onTransferred={onTransferred}
      {...extra}
    />,
  );
  return { ...rendered, wallet, onClose, onTransferred };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the venue transfer dialog (spec 2.6, the 6413 prompt)', () => {
  it('is labelled, shows the server message above the form, and starts in the amount field', async () => {
    openDialog();
    const dialog = await screen.findByRole('dialog', { name: '转入AG真人' });
    expect(dialog.textContent).toContain(ACTIVITY);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('转账金额'));
    await within(dialog).findByText('¥1,000');
  });

  it('fills the centre balance with 全部, sends centre -> venue with isActivity, and hands back the transfer', async () => {
    const { user, wallet, onTransferred, actions } = openDialog();
    const dialog = await screen.findByRole('dialog', { name: '转入AG真人' });
    await within(dialog).findByText('¥1,000');
    await user.click(within(dialog).getByRole('button', { name: '全部' }));
    expect(within(dialog).getByLabelText('转账金额')).toHaveProperty('value', '1000.00');
    await user.click(within(dialog).getByRole('button', { name: '立即转账' }));
    await waitFor(() => expect(onTransferred).toHaveBeenCalledTimes(1));
    expect(onTransferred.mock.calls[0]?.[0]).toMatchObject({ state: 'posted', venueBalance: '1000.00' });
    expect(wallet.requests('transfer')).toEqual([
      { channelCode: 'AGZR', direction: 'in', amount: '1000.00', ty: '1', isActivity: 1, key: anyKey },
    ]);
    expect(actions.filter(balanceRefreshRequested.match).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an empty amount and more than the centre holds before sending', async () => {
    const { user, wallet } = openDialog();
    const dialog = await screen.findByRole('dialog', { name: '转入AG真人' });
    await within(dialog).findByText('¥1,000');
    await user.click(within(dialog).getByRole('button', { name: '立即转账' }));
    expect(await within(dialog).findByText('请输入转账金额')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('转账金额'), '1500');
    expect(await within(dialog).findByText(VenueMessage.insufficientCenter)).toBeTruthy();
    expect(wallet.requests('transfer')).toEqual([]);
  });

  it('says a failure inside the dialog and stays open', async () => {
    const wallet = fakeVenueWallet();
    wallet.next('transfer', () => codeEnvelope(Code.VenueMaintenance, VenueMessage.venueMaintenance));
    const { user, onTransferred, onClose } = openDialog(wallet);
    const dialog = await screen.findByRole('dialog', { name: '转入AG真人' });
    await user.type(within(dialog).getByLabelText('转账金额'), '100');
    await user.click(within(dialog).getByRole('button', { name: '立即转账' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      VenueMessage.venueMaintenance,
    );
    expect(onTransferred).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Escape and the close icon close it; "enter directly" is offered when the launch flow gives it', async () => {
    const onEnterDirectly = vi.fn();
    const { user, onClose } = openDialog(fakeVenueWallet(), { onEnterDirectly });
    const dialog = await screen.findByRole('dialog', { name: '转入AG真人' });
    await user.click(within(dialog).getByRole('button', { name: '直接进入' }));
    expect(onEnterDirectly).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps focus inside while tabbing', async () => {
    const { user } = openDialog();
    const dialog = await screen.findByRole('dialog', { name: '转入AG真人' });
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
