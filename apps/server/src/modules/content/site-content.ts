import type { HelloBar, NotificationBellItem } from '@cardgenius/core/contract';

/** Height of the hello bar in pixels (shell-and-browsing §2.8, §9). */
export const HELLO_BAR_HEIGHT = 57;

/** The banner shown until staff store another under the `helloBar` setting (or `null` to hide it). */
export const DEFAULT_HELLO_BAR: HelloBar = {
  name: 'Card quiz',
  copy: 'Not sure where to start? <strong>Seven questions</strong> find the cards that fit your spending.',
  imageLeft: '/images/hello-bar/card-stack.svg',
  imageLeftAltText: '',
  imageRight: '/images/hello-bar/checklist.svg',
  ctaCopy: 'Take the quiz',
  ctaLink: '/credit-card-quiz',
  ctaLinkType: 'Internal',
  ctaNewTab: false,
  backgroundColor: '#172554',
  copyColor: '#ffffff',
  ctaBackgroundColor: '#facc15',
  ctaFontColor: '#172554',
  imageLeftTop: 9,
  imageLeftWidth: 56,
  imageRightTop: 8,
  imageRightWidth: 40,
};

/** 'Latest Updates' under the bell until staff store others under the `notificationBell` setting. */
export const DEFAULT_NOTIFICATION_BELL: NotificationBellItem[] = [
  {
    id: '2026-11-compare-four',
    name: 'Compare four cards side by side',
    linkType: 'Internal',
    link: '/credit-cards',
    copy: 'Tick up to four cards in the ranking to see fees, rates, rewards and perks in one table.',
    image: null,
    imageAltText: '',
    isAppExclusive: false,
    newTab: false,
    position: 'Top',
  },
  {
    id: '2026-11-quiz',
    name: 'The card quiz',
    linkType: 'Internal',
    link: '/credit-card-quiz',
    copy: 'Answer seven questions about your spending and credit, and see the cards that fit.',
    image: null,
    imageAltText: '',
    isAppExclusive: false,
    newTab: false,
    position: 'Top',
  },
  {
    id: '2026-11-points-calculator',
    name: 'What are your points worth?',
    linkType: 'Internal',
    link: '/reward-points-calculator',
    copy: 'Turn points into dollars for every program we track, by redemption type.',
    image: null,
    imageAltText: '',
    isAppExclusive: false,
    newTab: false,
    position: 'Top',
  },
  {
    id: '2026-11-rating-method-2',
    name: 'Rating method, version 2',
    linkType: 'Internal',
    link: '/methodology',
    copy: 'The anchors of the rating were recalibrated on the current catalogue. The formula is published.',
    image: null,
    imageAltText: '',
    isAppExclusive: false,
    newTab: false,
    position: 'Bottom',
  },
  {
    id: '2026-11-best-by-bank',
    name: 'Best cards by bank',
    linkType: 'Internal',
    link: '/best-credit-cards/by-bank',
    copy: 'The top cards of every issuer we cover, ranked for your profile.',
    image: null,
    imageAltText: '',
    isAppExclusive: false,
    newTab: false,
    position: 'Bottom',
  },
];

/** Cards reviewed in the menu's Reviews column. */
export const MENU_PLACEMENT_COUNT = 6;
