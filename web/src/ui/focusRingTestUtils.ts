/**
 * Whether `element` draws a focus ring (an outline or a box-shadow) in its focused state. jsdom
 * does not match :focus-visible, so this reads the stylesheet rules that style the element's
 * focus states (Chakra's _focus, _focusVisible, _focusWithin) and checks what they draw.
 */
export function drawsFocusRing(element: Element): boolean {
  const focusState = String.raw`:is\([^)]*focus[^)]*\)|:focus-visible|:focus-within|:focus|\[data-focus(-visible)?\]`;
  for (const rule of styleRules()) {
    const selectors = splitSelectors(rule.selectorText).filter((part) =>
      new RegExp(focusState).test(part),
    );
    const stateless = selectors.map(
      (part) => part.replace(new RegExp(focusState, 'g'), '').trim() || '*',
    );
    if (!stateless.some((selector) => safeMatches(element, selector))) continue;
    const { style } = rule;
    const outline = `${style.getPropertyValue('outline')} ${style.getPropertyValue('outline-style')}`;
    const ring = /\b(solid|dashed|dotted|double|auto)\b/.test(outline);
    const shadow = !['', 'none'].includes(style.getPropertyValue('box-shadow'));
    if (ring || shadow) return true;
  }
  return false;
}

function* styleRules(): Generator<CSSStyleRule> {
  const pending: CSSRule[] = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  while (pending.length) {
    const rule = pending.shift()!;
    if (rule instanceof CSSStyleRule) yield rule;
    if ('cssRules' in rule) pending.push(...[...(rule as CSSGroupingRule).cssRules]);
  }
}

/** Splits a selector list at its top-level commas (not those inside :is(...)). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  return [...parts, list.slice(start)];
}

function safeMatches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}
