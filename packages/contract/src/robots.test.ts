import { describe, expect, it } from 'vitest';
import { robotsContent } from './robots.ts';

const productionHosts = ['myaccount.photobox.co.uk', 'myaccount.albelli.nl'];

describe('robotsContent', () => {
  it('indexes the root path of a production host only', () => {
    expect(
      robotsContent({ hostname: 'myaccount.photobox.co.uk', pathname: '/', productionHosts }),
    ).toBe('index, follow');
    expect(
      robotsContent({ hostname: 'MyAccount.Albelli.nl', pathname: '/', productionHosts }),
    ).toBe('index, follow');
  });

  it('keeps other paths and test hosts out of search engines', () => {
    expect(
      robotsContent({ hostname: 'myaccount.photobox.co.uk', pathname: '/orders', productionHosts }),
    ).toBe('noindex, nofollow');
    expect(
      robotsContent({
        hostname: 't-dtap.myaccount.photobox.co.uk',
        pathname: '/',
        productionHosts,
      }),
    ).toBe('noindex, nofollow');
    expect(robotsContent({ hostname: 'localhost', pathname: '/', productionHosts: [] })).toBe(
      'noindex, nofollow',
    );
  });
});
