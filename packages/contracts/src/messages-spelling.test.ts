import { describe, expect, it } from 'vitest';
import { Messages } from './messages.ts';

// The spec's strings are the product's, typos included (SPEC.md §8): a well-meant "correction"
// here would change what shoppers and the spec's checks read. e2e/not-found.spec.ts pins the page.
describe('messages spelled as the spec spells them', () => {
  it('keeps the 404 text\'s "the page you are requested"', () => {
    expect(Messages.notFoundText).toBe("We're sorry, the page you are requested could not be found. Please go back to the home page.");
    expect(Messages.pageNotFoundTitle).toBe('Page Not Found!');
    expect(Messages.goHome).toBe('Go Home');
  });

  it('keeps "Website Unvailable" and "an valid email address"', () => {
    expect(Messages.websiteUnvailable).toBe('Website Unvailable');
    expect(Messages.invalidEmail).toBe('The value must be an valid email address');
  });
});
