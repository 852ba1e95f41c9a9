import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where the layout draws a page's own navigation, beside the main landmark: the element once it is
 * mounted, null until then, undefined outside the layout (a page rendered on its own, in a test).
 */
const PageAsideSlotContext = createContext<HTMLElement | null | undefined>(undefined);

export const PageAsideSlotProvider = PageAsideSlotContext.Provider;

/**
 * A page's navigation beside main rather than inside it, so the two are sibling landmarks and main
 * holds only the page (the onboarding steps, for one). Outside the layout it stays where it is.
 */
export function PageAside({ children }: { children: ReactNode }) {
  const slot = useContext(PageAsideSlotContext);
  if (slot === undefined) return children;
  return slot ? createPortal(children, slot) : null;
}
