import { paths } from '../../lib/paths';

export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs of plain text: shown on the page and given to search engines as the answer. */
  answer: readonly string[];
  /** Where to read more or act on the answer. */
  link?: { to: string; label: string };
}

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

/** The questions visitors and members ask most, grouped by subject. */
export function faqGroups(site: { brandName: string; cardCount: number; issuerCount: number }): readonly FaqGroup[] {
  const { brandName, cardCount, issuerCount } = site;
  return [
    {
      id: 'ratings',
      title: 'Ratings and card data',
      items: [
        {
          id: 'how-the-rating-works',
          question: `How does the ${brandName} rating work?`,
          answer: [
            'Every card gets a score from 0 to 5 for each part of its value: rewards, interest, fees, perks, insurance, approval odds and how widely its network is accepted. The rating is the weighted average of those scores, worked out for a spending profile: a typical one by default, or yours once you enter what you spend in each category.',
            'The components, their weights and the anchors that turn a figure into a score are published, and the same formula rates every card.',
          ],
          link: { to: paths.methodology(), label: 'Read how we rate credit cards' },
        },
        {
          id: 'change-the-weights',
          question: 'Can I change what the rating counts?',
          answer: [
            'Yes. Enter your own monthly spending by category, the balance you carry if you carry one, and how much each part of the rating matters to you, and the ranking is recalculated for you. Your settings are kept in cookies in your browser, so you do not need an account.',
          ],
        },
        {
          id: 'which-cards',
          question: 'Which cards do you compare?',
          answer: [
            `Our catalogue covers ${cardCount} Canadian credit cards from ${issuerCount} issuers, including cards we earn nothing from. Every card is rated and ranked by the same formula.`,
          ],
          link: { to: paths.creditCards(), label: 'See every card, ranked' },
        },
        {
          id: 'how-current',
          question: 'How current is your card information?',
          answer: [
            'Every card shows the date its facts were checked and links to the issuer page they came from. When we do not know a fact, we say so rather than guess, and the rating never gives a card the benefit of the doubt.',
            'Issuers can change a card’s terms at any time, so confirm the details on the issuer’s page before you apply.',
          ],
        },
        {
          id: 'found-a-mistake',
          question: 'I found a mistake in a card’s details. How do I tell you?',
          answer: [
            'Send us a bug report with the card’s page and the figure that is wrong, ideally with a link to the issuer page that shows the right one. We check it against the issuer’s terms and correct the card.',
          ],
          link: { to: paths.contact('bug'), label: 'Report a mistake' },
        },
        {
          id: 'quebec-versions',
          question: 'Why do some cards have a Quebec version?',
          answer: [
            'Some issuers offer a separate version of a card to Quebec residents, and some charge a different annual fee in Quebec. Choose Quebec as your province and the ranking shows the cards available there, rated with their Quebec fees. In other provinces the Quebec versions are left out, so the same card does not appear twice.',
          ],
        },
      ],
    },
    {
      id: 'money',
      title: 'Cost, credit checks and how we are paid',
      items: [
        {
          id: 'is-it-free',
          question: `Is ${brandName} free to use?`,
          answer: [
            'Yes. Comparing and ranking cards, reading our guides and creating an account cost nothing, and you can do everything except save cards and claim GeniusCash without an account.',
          ],
        },
        {
          id: 'credit-score',
          question: 'Will checking cards here affect my credit score?',
          answer: [
            'No. We never run a credit check and never see your credit report. A credit score range or income you enter on our site is used only to sort and filter cards.',
            'Your credit file is only affected when you apply for a card: the issuer usually checks your credit report when you apply, and that check is recorded on your file.',
          ],
        },
        {
          id: 'how-you-are-paid',
          question: `How does ${brandName} make money?`,
          answer: [
            'Some card issuers pay us a referral fee when a visitor applies for one of their cards through our links. That is how the site is paid for; you never pay us anything.',
          ],
          link: { to: paths.disclosure(), label: 'Read our advertiser disclosure' },
        },
        {
          id: 'do-fees-change-ratings',
          question: 'Do referral fees change a card’s rating or rank?',
          answer: [
            'No. The rating formula has no input for whether we are paid for a card. Cards we earn nothing from are rated and ranked like any other, and every card’s page shows how its rating was worked out.',
          ],
        },
        {
          id: 'financial-advice',
          question: 'Is this financial advice?',
          answer: [
            'No. We publish information and ratings to help you compare cards, but we do not know your full financial situation and do not recommend a card to you personally. If you are struggling with debt, a non-profit credit counselling agency can help you make a plan.',
          ],
        },
      ],
    },
    {
      id: 'geniuscash',
      title: 'GeniusCash',
      items: [
        {
          id: 'what-is-geniuscash',
          question: 'What is GeniusCash?',
          answer: [
            `GeniusCash is cash back that ${brandName} pays you, on top of the card’s own rewards and welcome bonus, when you are approved for a card with a GeniusCash offer. Sign in, apply through the offer’s Apply button, and once the issuer confirms your approval we pay you by Interac e-Transfer or PayPal. Each offer shows its amount and conditions before you apply.`,
          ],
          link: { to: `${paths.terms()}#geniuscash`, label: 'Read the GeniusCash rules' },
        },
        {
          id: 'when-are-payouts',
          question: 'When are GeniusCash payouts sent?',
          answer: [
            'We send payouts every two weeks, to the Interac e-Transfer email address or PayPal account you chose in your account. An approval is included in the next payout after the issuer has confirmed it. Issuers report approvals on their own schedule, so the time between your approval and your payout varies.',
          ],
        },
        {
          id: 'payout-missing',
          question: 'My GeniusCash has not arrived. What should I do?',
          answer: [
            'First check that the payout method and email address in your account are right. If they are, send us a GeniusCash question with the card you applied for and roughly when you applied, and we will look into it with the issuer.',
          ],
          link: { to: paths.contact('geniuscash'), label: 'Ask about a GeniusCash offer' },
        },
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      items: [
        {
          id: 'need-an-account',
          question: 'Do I need an account?',
          answer: [
            'Not to compare cards. A free account lets you save cards to your wallet, claim GeniusCash offers, follow your payouts and choose which emails you get.',
          ],
        },
        {
          id: 'two-factor',
          question: 'How do I turn on two-factor authentication?',
          answer: [
            'In your account, turn on the authenticator app option and scan the QR code with any app that makes time-based codes. From then on, signing in asks for the 6-digit code from the app as well as your password.',
          ],
          link: { to: paths.security(), label: 'How we protect your account' },
        },
        {
          id: 'delete-account',
          question: 'How do I delete my account?',
          answer: [
            'Sign in, open your account page, choose Delete account and confirm. We delete your profile, saved cards and preferences. Records of GeniusCash payouts already made are kept only as long as tax law requires.',
          ],
          link: { to: paths.privacy(), label: 'Read our privacy policy' },
        },
        {
          id: 'unsubscribe',
          question: 'How do I stop newsletter emails?',
          answer: [
            'Every newsletter has a one-click unsubscribe link at the bottom. Members can also turn marketing email off in their account.',
          ],
        },
      ],
    },
  ];
}
