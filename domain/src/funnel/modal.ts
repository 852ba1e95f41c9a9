/** The default maximum width of a modal dialog. */
export const MODAL_MAX_WIDTH_PX = 700;
