import { readFile } from 'node:fs/promises';
import { minimatch } from 'minimatch';

/** @typedef {{ source: string, headers: { key: string, value: string }[] }} HeaderRule */

/**
 * The `hosting.headers` rules of the repo's firebase.json.
 * @returns {Promise<HeaderRule[]>}
 */
export async function readHostingHeaders() {
  const file = new URL('../../firebase.json', import.meta.url);
  const config = JSON.parse(await readFile(file, 'utf8'));
  return config.hosting.headers ?? [];
}

/**
 * The headers Hosting sends for a request path: every rule whose glob matches the path as asked
 * for (before the SPA rewrite), a later rule overriding an earlier one's header of the same name.
 * @param {string} pathname
 * @param {HeaderRule[]} rules
 * @returns {Record<string, string>} lower-case header names
 */
export function headersFor(pathname, rules) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    const glob = rule.source.startsWith('/') ? rule.source : `/${rule.source}`;
    if (!minimatch(pathname, glob, { dot: true })) continue;
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}

/**
 * Hosting's rules with extra origins allowed in the CSP's connect-src: the production build in
 * emulator mode talks to the local emulators (http://127.0.0.1:<port>) instead of Google's hosts.
 * @param {HeaderRule[]} rules
 * @param {string[]} origins
 * @returns {HeaderRule[]}
 */
export function allowingConnections(rules, origins) {
  return rules.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key.toLowerCase() === 'content-security-policy'
        ? {
            ...header,
            value: header.value.replace(
              /connect-src ([^;]*)/,
              `connect-src $1 ${origins.join(' ')}`,
            ),
          }
        : header,
    ),
  }));
}
