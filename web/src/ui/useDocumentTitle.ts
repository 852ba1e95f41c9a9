import { useEffect } from 'react';
import { PRODUCT_NAME } from '@yardwise/domain/brand/brand';

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${PRODUCT_NAME}`;
}

/** Names the browser tab after the page, so tabs, history and screen readers say where the user is. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
