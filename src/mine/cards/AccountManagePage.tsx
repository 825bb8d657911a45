import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiCallError } from '@src/api';
import { useServices } from '@src/app/ServicesContext';
import { Code } from '@src/contract';
import { groupCardNumber, type Card as MemberCard, type CardKind } from '@src/contract/cards';
import { describeError } from '@src/i18n';
import { Button, ButtonLink, toasts, useCopy } from '@src/ui';
import { WithdrawalPasswordDialog } from '../withdrawalPassword';
import { Card } from '../ProfileRows';
import { useCardsText } from './useCardsText';

/** Where each kind is listed. */
const LIST_PAGES: Record<CardKind, string> = {
  bank: '/mine/addBankCard',
  virtual: '/mine/virtualCoinCard',
  alipay: '/mine/alipayManage',
};

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const AccountNumber = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${({ theme }) => theme.fontSize.lg};
  letter-spacing: 0.04em;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Loaded = { status: 'loading' } | { status: 'missing'; message: string } | { status: 'loaded'; card: MemberCard };

/**
 * /mine/accountManage/:id: one of the member's accounts, masked. Its full number shows only after the
 * withdrawal password (bankCard/reveal), and it is deleted with the password too (bankCard/delete).
 */
export function AccountManagePage() {
  const t = useCardsText();
  const { t: shellT } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const copy = useCopy();
  const id = Number.parseInt(useParams().id ?? '', 10);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [full, setFull] = useState<string | null>(null);
  const [asking, setAsking] = useState<'reveal' | 'delete' | null>(null);

  useEffect(() => {
    let current = true;
    if (!Number.isSafeInteger(id) || id <= 0) {
      setLoaded({ status: 'missing', message: t('account.notFound') });
      return;
    }
    api.data('cardInfo', { id }).then(
      (card) => current && setLoaded({ status: 'loaded', card }),
      (error: unknown) => {
        if (!current) return;
        if (isApiCallError(error, Code.NotFound)) setLoaded({ status: 'missing', message: error.message });
        else setLoaded({ status: 'missing', message: describeError(error, shellT) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, id, shellT, t]);

  if (loaded.status === 'loading') return <Card><Muted role="status">{t('list.loading')}</Muted></Card>;
  if (loaded.status === 'missing') {
    return (
      <Card aria-labelledby="account-title">
        <h1 id="account-title">{t('title.account')}</h1>
        <Muted role="alert">{loaded.message}</Muted>
        <ButtonLink to="/mine/addBankCard" variant="secondary">
          {t('account.back')}
        </ButtonLink>
      </Card>
    );
  }
  const { card } = loaded;
  const shown = full ? (card.kind === 'bank' ? groupCardNumber(full) : full) : card.maskedAccount;

  return (
    <Card aria-labelledby="account-title">
      <h1 id="account-title">{t('title.account')}</h1>
      <Details>
        <dt>{t('account.kind')}</dt>
        <dd>{t(`kind.${card.kind}`)}</dd>
        <dt>{card.kind === 'virtual' ? t('account.network') : t('account.provider')}</dt>
        <dd>{card.providerName}</dd>
        <dt>{t('account.number')}</dt>
        <dd>
          <AccountNumber data-testid="account-number">{shown}</AccountNumber>
        </dd>
        <dt>{t('account.holder')}</dt>
        <dd>{card.holder}</dd>
        {card.note ? (
          <>
            <dt>{t('account.note')}</dt>
            <dd>{card.note}</dd>
          </>
        ) : null}
        <dt>{t('account.createdAt')}</dt>
        <dd>{card.createdAt}</dd>
      </Details>
      <Actions>
        {full ? (
          <>
            <Button type="button" variant="secondary" onClick={() => void copy(full)}>
              {t('account.copy')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setFull(null)}>
              {t('account.hide')}
            </Button>
          </>
        ) : (
          <Button type="button" onClick={() => setAsking('reveal')}>
            {t('account.reveal')}
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={() => setAsking('delete')}>
          {t('account.delete')}
        </Button>
        <ButtonLink to={LIST_PAGES[card.kind]} variant="link">
          {t('account.back')}
        </ButtonLink>
      </Actions>
      <WithdrawalPasswordDialog
        open={asking === 'reveal'}
        onOpenChange={(open) => setAsking(open ? 'reveal' : null)}
        title={t('account.revealTitle')}
        description={t('account.revealDescription')}
        onConfirm={async (password) => {
          const revealed = await api.data('revealCard', { id: card.id, password });
          setFull(revealed.account);
        }}
      />
      <WithdrawalPasswordDialog
        open={asking === 'delete'}
        onOpenChange={(open) => setAsking(open ? 'delete' : null)}
        title={t('account.deleteTitle')}
        description={t('account.deleteDescription')}
        confirmLabel={t('account.deleteConfirm')}
        onConfirm={async (password) => {
          await api.data('deleteCard', { id: card.id, password });
          toasts.success(t('account.deleted'));
          void navigate(LIST_PAGES[card.kind], { replace: true });
        }}
      />
    </Card>
  );
}
