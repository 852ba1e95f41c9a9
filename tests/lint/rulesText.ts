// A reader for Firebase security rules files, enough to check a policy offline: the blocks
// (service, match, function), the allow statements with their conditions, and the functions'
// bodies so a condition can be read with its helper calls written out.

export interface RulesBlock {
  /** 'service cloud.firestore', 'match /products/{id}', 'function isUser(uid)'; '' for the file. */
  header: string;
  /** The statements directly inside, without the ';': 'allow read: if true', 'return ...'. */
  statements: string[];
  children: RulesBlock[];
}

export interface Grant {
  /** The full path of the match block, e.g. /databases/{database}/documents/products/{id}. */
  path: string;
  methods: string[];
  /** The condition with its whitespace collapsed; 'true' for an allow without one. */
  condition: string;
}

export interface RulesFunction {
  params: string[];
  body: string;
}

/** The text without comments; string literals are kept as they are. */
function withoutComments(text: string): string {
  let result = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quote) {
      result += char;
      if (char === '\\') {
        result += text[i + 1] ?? '';
        i += 1;
      } else if (char === quote) {
        quote = null;
      }
    } else if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
      result += '\n';
    } else {
      if (char === "'" || char === '"') quote = char;
      result += char;
    }
  }
  return result;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

const BLOCK_HEADER = /^\s*(service|match|function)\b/;

/** The file's blocks and statements. Throws on unbalanced braces, so a broken file fails loudly. */
export function parseRules(text: string): RulesBlock {
  const root: RulesBlock = { header: '', statements: [], children: [] };
  const stack = [root];
  let buffer = '';
  let quote: string | null = null;
  const source = withoutComments(text);
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    const current = stack[stack.length - 1]!;
    if (quote) {
      buffer += char;
      if (char === '\\') {
        buffer += source[i + 1] ?? '';
        i += 1;
      } else if (char === quote) {
        quote = null;
      }
    } else if (char === "'" || char === '"') {
      quote = char;
      buffer += char;
    } else if (char === '{' && source[i - 1] === '/') {
      // A path wildcard such as /{id} or /{document=**}, part of a match header.
      const end = source.indexOf('}', i);
      buffer += source.slice(i, end + 1);
      i = end;
    } else if (char === '{') {
      if (!BLOCK_HEADER.test(buffer)) throw new Error(`A block without a header: ${buffer}`);
      const block: RulesBlock = { header: collapse(buffer), statements: [], children: [] };
      current.children.push(block);
      stack.push(block);
      buffer = '';
    } else if (char === '}') {
      if (buffer.trim()) current.statements.push(collapse(buffer));
      if (stack.length === 1) throw new Error('A closing brace without its block');
      stack.pop();
      buffer = '';
    } else if (char === ';') {
      if (buffer.trim()) current.statements.push(collapse(buffer));
      buffer = '';
    } else {
      buffer += char;
    }
  }
  if (stack.length !== 1 || buffer.trim() !== '') throw new Error('The rules end inside a block');
  return root;
}

const ALLOW = /^allow\s+([a-z]+(?:\s*,\s*[a-z]+)*)\s*(?::\s*if\s+([\s\S]+))?$/;

/** Every allow statement, with the full path of its match block. */
export function grantsOf(block: RulesBlock, parentPath = ''): Grant[] {
  const match = /^match\s+(\S+)$/.exec(block.header);
  const path = match ? parentPath + match[1] : parentPath;
  const own = block.statements
    .filter((statement) => statement.startsWith('allow'))
    .map((statement): Grant => {
      const allow = ALLOW.exec(statement);
      if (!allow) throw new Error(`An allow statement this check cannot read: ${statement}`);
      return {
        path,
        methods: allow[1]!.split(',').map((method) => method.trim()),
        condition: allow[2] ? collapse(allow[2]) : 'true',
      };
    });
  return [...own, ...block.children.flatMap((child) => grantsOf(child, path))];
}

/** The match blocks' full paths, outermost first. */
export function matchPathsOf(block: RulesBlock, parentPath = ''): string[] {
  const match = /^match\s+(\S+)$/.exec(block.header);
  const path = match ? parentPath + match[1] : parentPath;
  return [...(match ? [path] : []), ...block.children.flatMap((c) => matchPathsOf(c, path))];
}

/** Every function, wherever it is declared (the files here declare each name once). */
export function functionsOf(block: RulesBlock): Map<string, RulesFunction> {
  const functions = new Map<string, RulesFunction>();
  const visit = (current: RulesBlock) => {
    const declared = /^function\s+(\w+)\s*\(([^)]*)\)$/.exec(current.header);
    if (declared) {
      const body = current.statements.find((statement) => statement.startsWith('return '));
      if (!body) throw new Error(`A function without a return: ${current.header}`);
      functions.set(declared[1]!, {
        params: declared[2]!
          .split(',')
          .map((param) => param.trim())
          .filter(Boolean),
        body: body.slice('return '.length),
      });
    }
    current.children.forEach(visit);
  };
  visit(block);
  return functions;
}

/** The index of the parenthesis that closes the one at `open`. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i]!;
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  throw new Error(`Unbalanced parentheses in ${text}`);
}

function splitArguments(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = text.slice(start).trim();
  return last ? [...args, last] : args;
}

/**
 * The condition with every call of a declared function replaced by the function's body (its
 * parameters replaced by the arguments), in parentheses, until no such call is left.
 */
export function inlineCalls(condition: string, functions: Map<string, RulesFunction>): string {
  let text = condition;
  for (let round = 0; round < 20; round += 1) {
    const call = [...text.matchAll(/(?<![\w.])(\w+)\(/g)].find(([, name]) => functions.has(name!));
    if (!call) return collapse(text);
    const fn = functions.get(call[1]!)!;
    const open = call.index + call[0].length - 1;
    const close = closingParen(text, open);
    const args = splitArguments(text.slice(open + 1, close));
    const body = fn.params.reduce(
      (result, param, index) =>
        result.replace(new RegExp(`(?<![\\w.'])${param}(?![\\w'])`, 'g'), args[index] ?? ''),
      fn.body,
    );
    text = `${text.slice(0, call.index)}(${body})${text.slice(close + 1)}`;
  }
  throw new Error(`Functions call each other without end in ${condition}`);
}

/** The string literals in a text, as written (escapes kept). */
export function stringLiterals(text: string): string[] {
  return [...text.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((literal) => literal[1]!);
}
