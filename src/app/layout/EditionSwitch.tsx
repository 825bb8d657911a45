import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { EDITIONS, editionChosen, type Edition } from '@src/theme';
import { selectEdition, selectEditionSwitch } from '../site/siteSlice';
import { PreferenceSwitch } from './PreferenceSwitch';

/** Classic (light) or professional (dark), saved (spec 4); absent while the site forces classic. */
export function EditionSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const edition = useAppSelector(selectEdition);
  const allowed = useAppSelector(selectEditionSwitch) !== false;
  if (!allowed) return null;
  return (
    <PreferenceSwitch<Edition>
      label={t('header.editionLabel')}
      options={EDITIONS.map((value) => ({ value, label: t(`header.${value}`) }))}
      value={edition}
      onChange={(value) => dispatch(editionChosen(value))}
    />
  );
}
