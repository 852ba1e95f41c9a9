/**
 * Profiles made on a dogfood environment are test accounts. Decision: a host is a dogfood
 * host when one of its name's dot- or dash-separated words is "dogfood" (dogfood.yardwise.example,
 * yardwise-dogfood.web.app), in any case, port ignored; "dogfooding" or "notdogfood" are not.
 */
export function isDogfoodHost(host: string): boolean {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '');
  return hostname.split(/[.-]/).includes('dogfood');
}
