import { describe, expect, it } from 'vitest';
import { HOW_DID_YOU_HEAR_OPTIONS, howDidYouHearError, howDidYouHearLabel } from './howDidYouHear';

describe('how-did-you-hear select', () => {
  it('is labelled "How did you hear about us? (Optional)", without "(Optional)" when required', () => {
    expect(howDidYouHearLabel(false)).toBe('How did you hear about us? (Optional)');
    expect(howDidYouHearLabel(true)).toBe('How did you hear about us?');
  });

  it('offers the eleven options in order', () => {
    expect(HOW_DID_YOU_HEAR_OPTIONS).toEqual([
      'Friend or neighbor',
      'Instagram',
      'Facebook',
      'Google',
      'Pinterest',
      'Nextdoor',
      'Television/Streaming',
      'Podcast',
      'Mail',
      'Press Mention',
      'Other',
    ]);
  });

  it('may stay empty when optional, not when required', () => {
    expect(howDidYouHearError('', false)).toBeNull();
    expect(howDidYouHearError('', true)).toBe('Please tell us how you heard about us.');
    expect(howDidYouHearError('Podcast', true)).toBeNull();
  });

  it('decision: a value outside the options is refused even when optional', () => {
    expect(howDidYouHearError('TikTok', false)).not.toBeNull();
    expect(howDidYouHearError('podcast', false)).not.toBeNull();
  });
});
