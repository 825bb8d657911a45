import { Button, Dialog } from '@src/ui';
import { useAuthText } from './authText';

/** spec 2.6: after a voice code is requested, "验证码已发送，请注意接听电话". */
export function VoiceNoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useAuthText();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('newDevice.voiceNotice.title')}
      description={t('newDevice.voiceNotice.message')}
      closeLabel={t('dialog.close')}
      width={360}
    >
      <Button type="button" size="lg" block onClick={onClose} autoFocus>
        {t('newDevice.voiceNotice.ok')}
      </Button>
    </Dialog>
  );
}
