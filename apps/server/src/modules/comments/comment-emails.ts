import { compose, type EmailContent } from '../../lib/email-templates';

/** To a comment's writer who asked to hear of replies: one approved reply, with a link to it. */
export function commentReplyNotice(input: {
  name: string;
  replierName: string;
  postTitle: string;
  link: string;
  brandName: string;
}): EmailContent {
  return compose({
    brandName: input.brandName,
    name: input.name,
    subject: `${input.replierName} replied to your comment on “${input.postTitle}”`,
    blocks: [
      `${input.replierName} replied to your comment on “${input.postTitle}”.`,
      { label: 'Read the reply', link: input.link },
      'You get this email because you asked to hear of replies when you commented. The unsubscribe link below stops these emails too.',
    ],
  });
}
