import { Modal } from '../../components/ui/modal';
import { NEWSLETTER_FACTS } from '../../lib/newsletter-facts';
import { NewsletterPreview } from './newsletter-preview';
import { SubscribeForm } from './subscribe-form';

/**
 * The exit-intent pop-up (shell-and-browsing §2.12): 786 px wide on a desktop (§9), the whole width
 * of a phone's screen.
 */
export function ExitIntentDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Never miss a deal"
      size="large"
      className="max-lg:mb-0 max-lg:w-full! max-lg:max-w-full! max-lg:rounded-b-none lg:max-w-[786px]!"
    >
      <div className="flex gap-6">
        <NewsletterPreview className="hidden w-44 shrink-0 self-center md:flex" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-lg">Get VIP access to exclusive credit card deals.</p>
          <p className="mt-1 text-slate-700">
            Be first to hear about bigger welcome bonuses and limited-time offers from Canadian issuers, in one short,
            free email {NEWSLETTER_FACTS.frequency}.
          </p>
          <div className="mt-4">
            <SubscribeForm
              source="Exit Intent Modal"
              submitLabel="Unlock my deals"
              note="We promise to keep your email safe. We hate spam too."
              onClose={onClose}
            />
          </div>
        </div>
      </div>
    </Modal>
  );
}
