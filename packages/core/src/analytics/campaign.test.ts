import { describe, expect, it } from 'vitest';
import { campaignFromSearch, isSameCampaign } from './campaign';

describe('campaignFromSearch', () => {
  it('reads the five utm parameters, trimmed', () => {
    expect(
      campaignFromSearch('?utm_source=%20google%20&utm_medium=cpc&utm_campaign=travel&utm_term=aeroplan&utm_content=a'),
    ).toEqual({ source: 'google', medium: 'cpc', name: 'travel', term: 'aeroplan', content: 'a' });
  });

  it('is null without a source, medium or campaign name', () => {
    expect(campaignFromSearch('')).toBeNull();
    expect(campaignFromSearch('?q=cash+back')).toBeNull();
    expect(campaignFromSearch('?utm_term=fees&utm_content=banner')).toBeNull();
    expect(campaignFromSearch('?utm_source=%20%20')).toBeNull();
  });

  it('cuts long values and drops control characters', () => {
    const campaign = campaignFromSearch(`?utm_source=${'x'.repeat(300)}&utm_medium=e%0Amail`);
    expect(campaign?.source).toHaveLength(100);
    expect(campaign?.medium).toBe('email');
  });
});

describe('isSameCampaign', () => {
  it('compares every field, and null only with null', () => {
    const a = campaignFromSearch('?utm_source=google&utm_medium=cpc');
    expect(isSameCampaign(a, campaignFromSearch('?utm_medium=cpc&utm_source=google'))).toBe(true);
    expect(isSameCampaign(a, campaignFromSearch('?utm_source=google&utm_medium=display'))).toBe(false);
    expect(isSameCampaign(a, null)).toBe(false);
    expect(isSameCampaign(null, null)).toBe(true);
  });
});
