import { describe, expect, it } from 'vitest';
import { channelSafeText } from './channelText';

describe('channelSafeText', () => {
  it('escapes the markup that forms mentions and links', () => {
    expect(channelSafeText('<!channel> see <https://evil.example|your bank> & <@U123>')).toBe(
      '&lt;!channel&gt; see &lt;https://evil.example|your bank&gt; &amp; &lt;@\u200bU123&gt;',
    );
  });

  it('breaks bare @mentions and control characters, and leaves plain text alone', () => {
    expect(channelSafeText('@here @everyone\nline')).toBe('@\u200bhere @\u200beveryone line');
    expect(channelSafeText('No profile for user client-7')).toBe('No profile for user client-7');
    expect(channelSafeText('ana @ home')).toBe('ana @ home');
  });
});
