// Text that reaches the staff chat channel from outside (a client's error detail): nothing in it
// may format, link, mention or notify.

/**
 * The text as the channel should show it: control characters become spaces; `&`, `<` and `>` are
 * escaped as Slack-style webhooks require, so no `<!channel>`, `<@U…>` or `<https://…|label>`
 * can form; a bare @name gets a zero-width space after the @, so it notifies nobody.
 */
export function channelSafeText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/@(?=\w)/g, '@\u200b')
  );
}
