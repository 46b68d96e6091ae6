import { useState } from 'react';
import { Modal } from '../../components/ui/modal';
import type { AuthModalProps } from './auth-modal';
import { AuthWidget } from './auth-widget';

/** The dialog itself (loaded on first opening): the Modal with the widget inside, titled by its step. */
export default function AuthModalDialog({
  context = 'site',
  initialMode = 'login',
  onClose,
  onSignedIn,
  preview = false,
}: AuthModalProps) {
  const [title, setTitle] = useState(initialMode === 'register' ? 'Create your account' : 'Log in');
  return (
    <Modal open onClose={onClose} title={title} size="medium" className="overflow-y-auto">
      <AuthWidget
        presentation="modal"
        preview={preview}
        context={context}
        initialMode={initialMode}
        onTitleChange={setTitle}
        onLeave={onClose}
        onSignedIn={() => {
          onSignedIn?.();
          onClose();
        }}
      />
    </Modal>
  );
}
