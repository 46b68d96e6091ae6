import { Modal } from '../../components/ui/modal';
import { SatisfactionWidget } from './satisfaction-widget';

/** The 'Have a second?' dialog: the satisfaction widget with the site theme. */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Have a second?" size="small">
      <SatisfactionWidget theme="site" onDone={onClose} />
    </Modal>
  );
}
