import { describe, expect, it } from 'vitest';
import { emailProviderLink } from './email-provider';

describe('emailProviderLink', () => {
  it.each([
    ['alex@gmail.com', 'Gmail', 'https://mail.google.com/'],
    ['alex@yahoo.ca', 'Yahoo Mail', 'https://mail.yahoo.com/'],
    ['alex@ymail.com', 'Yahoo Mail', 'https://mail.yahoo.com/'],
    ['alex@yahoo.co.uk', 'Yahoo Mail', 'https://mail.yahoo.com/'],
    ['alex@hotmail.com', 'Outlook', 'https://outlook.live.com/mail/'],
    ['alex@outlook.com', 'Outlook', 'https://outlook.live.com/mail/'],
    ['alex@live.ca', 'Outlook', 'https://outlook.live.com/mail/'],
    ['alex@aol.com', 'AOL Mail', 'https://mail.aol.com/'],
    ['alex@aim.com', 'AOL Mail', 'https://mail.aol.com/'],
    ['alex@me.com', 'iCloud Mail', 'https://www.icloud.com/mail'],
    ['alex@icloud.com', 'iCloud Mail', 'https://www.icloud.com/mail'],
    ['alex@zoho.com', 'Zoho Mail', 'https://mail.zoho.com/'],
    ['alex@mail.com', 'Mail.com', 'https://www.mail.com/'],
    ['alex@inbox.com', 'Inbox.com', 'https://www.inbox.com/'],
    ['alex@proton.me', 'Proton Mail', 'https://mail.proton.me/'],
    ['alex@protonmail.com', 'Proton Mail', 'https://mail.proton.me/'],
    ['alex@gmx.de', 'GMX', 'https://www.gmx.com/'],
    ['alex@eastlink.ca', 'Eastlink', 'https://webmail.eastlink.ca/'],
    ['  Alex@GMAIL.COM ', 'Gmail', 'https://mail.google.com/'],
  ])('%s opens %s', (email, name, url) => {
    expect(emailProviderLink(email)).toEqual({ name, url });
  });

  it.each([
    'alex@example.ca',
    'alex@mail.utoronto.ca',
    'alex@live.example.com',
    'alex@gmail',
    'gmail.com',
    '',
    'alex@',
    'alex@constructor.com',
    'alex@__proto__.com',
    'alex@toString.com',
  ])('shows no button for %j', (email) => {
    expect(emailProviderLink(email)).toBeNull();
  });

  it('hands out copies, so the table cannot be changed through them', () => {
    const link = emailProviderLink('alex@gmail.com');
    if (link) link.url = 'https://evil.example/';
    expect(emailProviderLink('alex@gmail.com')?.url).toBe('https://mail.google.com/');
  });
});
