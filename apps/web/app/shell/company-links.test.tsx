import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppStoreButtons, CorporateAddress, SocialLinks } from './company-links';

describe('the footer’s company links', () => {
  it('show nothing that is not configured, even with their feature flag on', () => {
    expect(renderToStaticMarkup(<AppStoreButtons stores={{ appStore: null, googlePlay: null }} />)).toBe('');
    expect(renderToStaticMarkup(<CorporateAddress brandName="CardGenius" lines={null} />)).toBe('');
    expect(renderToStaticMarkup(<SocialLinks links={[]} />)).toBe('');
  });

  it('show each configured store page, and the address line by line', () => {
    const buttons = renderToStaticMarkup(
      <AppStoreButtons stores={{ appStore: null, googlePlay: 'https://play.example/app' }} />,
    );
    expect(buttons).toContain('href="https://play.example/app"');
    expect(buttons).not.toContain('App Store');
    expect(renderToStaticMarkup(<CorporateAddress brandName="CardGenius" lines={['1 Example St', 'Toronto']} />)).toBe(
      '<address class="not-italic">CardGenius<span><br/>1 Example St</span><span><br/>Toronto</span></address>',
    );
  });
});
