// Vite (and so vitest) imports any file as text with the `?raw` suffix; tests use it to check
// domain constants against the repository's rules files.
declare module '*?raw' {
  const text: string;
  export default text;
}
