// Pure helpers that trim Chakra's token definitions before the theme system is built from them.

type TokenTree = { [key: string]: unknown };

function isObject(value: unknown): value is TokenTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Chakra's colour palettes: the colour groups with shades (gray.50 … gray.950). */
export function paletteNames(colors: object): string[] {
  return Object.entries(colors)
    .filter(([, group]) => isObject(group) && '500' in group)
    .map(([name]) => name);
}

/** `colors` without the named palettes; single colours and other groups stay. */
export function withoutPalettes<T extends object>(colors: T, palettes: readonly string[]): T {
  return Object.fromEntries(
    Object.entries(colors).filter(([name]) => !palettes.includes(name)),
  ) as T;
}

/** A token's value with its dark-mode condition left out (and unwrapped when only light is left). */
function lightValue(value: unknown): unknown {
  if (!isObject(value) || !('_dark' in value)) return value;
  const { _dark: _unused, ...rest } = value;
  const keys = Object.keys(rest);
  return keys.length === 1 && keys[0] === '_light' ? rest._light : rest;
}

/** Semantic token definitions with their dark-mode values left out, for an app without dark mode. */
export function lightOnly<T extends object>(definitions: T): T {
  const walk = (node: unknown): unknown => {
    if (!isObject(node)) return node;
    if ('value' in node) return { ...node, value: lightValue(node.value) };
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  return walk(definitions) as T;
}
