import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../components/ui/modal';
import { Popover } from '../components/ui/popover';

const SUMMARY =
  'We receive a referral fee from some card issuers when you apply through our links. Ratings are independent: every card is rated by the same published formula, paid or not.';

/** 'Advertiser disclosure': a short popover, with the full text in a modal (shell-and-browsing §2.12). */
export function DisclosurePopover({ brandName }: { brandName: string }) {
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <>
      <Popover
        label="Advertiser disclosure"
        buttonClassName="text-slate-600 text-xs underline decoration-dotted hover:text-slate-900"
        trigger="Advertiser disclosure"
      >
        <p>{SUMMARY}</p>
        <button
          type="button"
          onClick={() => setModalOpen(true)}
          className="mt-2 font-semibold text-brand-700 underline"
        >
          Read the full disclosure
        </button>
      </Popover>
      <Modal open={modalOpen} onClose={() => setModalOpen(false)} title="Advertiser disclosure" size="medium">
        <div className="space-y-3 text-slate-700">
          <p>{SUMMARY}</p>
          <p>
            Fees never decide where a card ranks. The ranking comes from your own spending and preferences, and cards
            that pay us nothing are listed and rated the same way. {brandName} shows an Apply button on every card; for
            some of them the link carries a referral code.
          </p>
          <p>
            <Link
              to="/disclosure"
              className="font-semibold text-brand-700 underline"
              onClick={() => setModalOpen(false)}
            >
              How we are paid, in full
            </Link>
          </p>
        </div>
      </Modal>
    </>
  );
}
