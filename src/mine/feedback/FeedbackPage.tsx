import styled from '@emotion/styled';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useServices } from '@src/app/ServicesContext';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_TYPES,
  FeedbackMessage,
  addFeedbackRequestSchema,
  type FeedbackType,
} from '@src/contract';
import { describeError } from '@src/i18n';
import { Button, ButtonLink, SelectField, TextAreaField, toasts } from '@src/ui';
import { Fields } from '../formLayout';
import { Card } from '../ProfileRows';
import { useFeedbackText } from './useFeedbackText';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The form: the type is chosen from the list (none chosen at first), the content follows the contract's rule. */
const feedbackFormSchema = z.object({
  type: z
    .union([z.literal(''), z.enum(FEEDBACK_TYPES)])
    .refine((type) => type !== '', FeedbackMessage.typeRequired),
  content: addFeedbackRequestSchema.shape.content,
});
type FeedbackForm = z.input<typeof feedbackFormSchema>;

const EMPTY_FORM: FeedbackForm = { type: '', content: '' };

/**
 * /mine/feedback (spec 7.1 user/feedback/addFeedBack): the member picks what the feedback is about and writes
 * it (10-500 characters, counted as they type); once sent it goes to 我的反馈, where the reply will come.
 */
export function FeedbackPage() {
  const t = useFeedbackText();
  const { t: appT } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const form = useForm<FeedbackForm>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  const length = [...(form.watch('content') ?? '')].length;

  const submit = form.handleSubmit(async ({ type, content }) => {
    try {
      await api.data('addFeedback', { type: type as FeedbackType, content: content.trim() });
      toasts.success(t('sent'));
      form.reset(EMPTY_FORM);
      void navigate('/mine/feedback/list');
    } catch (error) {
      toasts.error(describeError(error, appT));
    }
  });

  return (
    <Card aria-labelledby="feedback-title">
      <Head>
        <h2 id="feedback-title">{t('title')}</h2>
        <ButtonLink to="/mine/feedback/list" variant="secondary" size="sm">
          {t('myFeedback')}
        </ButtonLink>
      </Head>
      <Intro>{t('intro')}</Intro>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Fields>
          <SelectField label={t('type')} error={errors.type?.message} {...form.register('type')}>
            <option value="" disabled>
              {t('typePlaceholder')}
            </option>
            {FEEDBACK_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label={t('content')}
            placeholder={t('contentPlaceholder')}
            maxLength={FEEDBACK_CONTENT_MAX}
            hint={t('count', { count: length, max: FEEDBACK_CONTENT_MAX })}
            error={errors.content?.message}
            {...form.register('content')}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('submitting') : t('submit')}
          </Button>
        </Fields>
      </form>
    </Card>
  );
}
