import { describe, expect, it } from 'vitest';
import { errorPageText } from './errorPage';

const contact = { email: 'help@example.test', phone: '(555) 000-0000' };

describe('generic error page', () => {
  it('says something went wrong, that engineering is alerted, and how to reach support', () => {
    const text = errorPageText(new Error('Cannot read properties of undefined'), contact);
    expect(text.title).toBe("We're sorry, but something went wrong.");
    expect(text.lines[0]).toBe(
      'Our engineering team has been alerted and is looking into the problem. Please check back soon.',
    );
    expect(text.lines[1]).toContain('help@example.test');
    expect(text.lines[1]).toContain('(555) 000-0000');
  });

  it("asks to enable cookies when the error is 'The operation is insecure.'", () => {
    const text = errorPageText(new Error('The operation is insecure.'), contact);
    expect(text.title).toBe("We're sorry, but something went wrong.");
    expect(text.lines).toEqual([
      'Please check your browser settings to ensure that cookies are enabled.',
      'Uncheck the option to block cookies or use a different browser.',
    ]);
  });

  it('recognises the insecure-operation message when thrown as a string too', () => {
    expect(errorPageText('The operation is insecure.', contact).lines[0]).toContain(
      'cookies are enabled',
    );
  });
});
