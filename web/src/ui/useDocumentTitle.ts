import { useEffect } from 'react';
import { brand } from './brand';

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${brand.productName}`;
}

/** Names the browser tab after the page, so tabs, history and screen readers say where the user is. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
