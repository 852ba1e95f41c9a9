// The pieces every email is made of: values read from the outbox data, escaped HTML, and the
// same paragraphs as plain text and as HTML.

export function text(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value : '';
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Paragraphs as plain text and as HTML; every value is escaped, links become anchors. */
export function compose(subject: string, paragraphs: (string | { link: string; label: string })[]) {
  const plain = paragraphs.map((p) => (typeof p === 'string' ? p : `${p.label}: ${p.link}`));
  const html = paragraphs.map((p) =>
    typeof p === 'string'
      ? `<p>${escapeHtml(p)}</p>`
      : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p>`,
  );
  return { subject, text: plain.join('\n\n'), html: html.join('\n') };
}
