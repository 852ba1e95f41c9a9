/** The box every step of the sidebar shares, link or locked. */
export const sidebarStepStyle = {
  display: 'block',
  w: 'full',
  px: '4',
  py: '3',
  borderRadius: 'md',
  textAlign: 'start',
  fontSize: 'md',
} as const;
