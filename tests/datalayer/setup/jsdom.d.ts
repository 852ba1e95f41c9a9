// jsdom ships no types (and @types/jsdom is not a dependency): the part browserGlobals.ts uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
