import { useRef } from 'react';
import { Modal } from '../../components/ui/modal';
import { NEWSLETTER_FACTS } from '../../lib/newsletter-facts';
import { NewsletterPreview } from './newsletter-preview';
import { SubscribeForm } from './subscribe-form';

export type PostApplyVariant = 'affiliate' | 'non-affiliate';

const DECLINE = "No thanks, I don't want credit card deals.";

/**
 * The pop-up around Apply (shell-and-browsing §2.12). Affiliate cards: shown on the page while the
 * application opens in a new tab. Other cards: shown first, and the application opens in a new tab on
 * either answer.
 */
export function PostApplyDialog({
  variant,
  applyUrl,
  onClose,
  onDismiss,
}: {
  variant: PostApplyVariant;
  applyUrl: string;
  /** The pop-up is done (answered or not). */
  onClose: () => void;
  /** Closed without an answer (close button, Escape, a click outside). */
  onDismiss: () => void;
}) {
  const continued = useRef(false);
  const continueApplication =
    variant === 'non-affiliate'
      ? () => {
          // Once, even when a failed subscribe is tried again.
          if (continued.current) return;
          continued.current = true;
          window.open(applyUrl, '_blank', 'noopener');
        }
      : undefined;
  return (
    <Modal
      open
      onClose={() => {
        onDismiss();
        onClose();
      }}
      title="Never Miss A Deal"
      size="large"
      className="lg:max-w-[786px]!"
    >
      <div className="flex gap-6">
        <NewsletterPreview className="hidden w-44 shrink-0 self-center md:flex" />
        <div className="min-w-0 flex-1">
          {variant === 'affiliate' ? (
            <p className="text-slate-700">
              Your application is open in a new tab. While it loads: get the best new card offers and the card news that
              matters, in one short, free email {NEWSLETTER_FACTS.frequency}.
            </p>
          ) : (
            <p className="text-slate-700">
              <strong className="text-slate-900">Before you continue your application,</strong> get the best new card
              offers and the card news that matters, in one short, free email {NEWSLETTER_FACTS.frequency}. The
              application opens in a new tab either way.
            </p>
          )}
          <div className="mt-4">
            <SubscribeForm
              source={variant === 'affiliate' ? 'Post Affiliate Apply Modal' : 'Non-Affiliate Apply Modal'}
              submitLabel="Keep Me Updated"
              declineLabel={DECLINE}
              onChoice={continueApplication}
              onClose={onClose}
            />
          </div>
        </div>
      </div>
    </Modal>
  );
}
