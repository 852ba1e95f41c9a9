// Kept apart from the order command's schema: the checkout start screen reads the style from its
// address without downloading the validation library.

/** The package-style query parameter: a style slug such as "modern" or "cottage-garden". */
export const PACKAGE_STYLE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const MAX_PACKAGE_STYLE_LENGTH = 60;
