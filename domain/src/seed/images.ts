/**
 * Placeholder pictures for seed data: small inline SVGs, so the preview and the emulators show
 * something without any hosted image or network. Real catalog images replace them in production.
 */
export function placeholderImage(
  label: string,
  background: string,
  foreground = '#ffffff',
): string {
  const text = label.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">` +
    `<rect width="320" height="200" fill="${background}"/>` +
    `<text x="160" y="108" font-family="sans-serif" font-size="20" fill="${foreground}" text-anchor="middle">${text}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
