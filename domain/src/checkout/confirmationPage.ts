import { CONFIRMATION_TEXT } from './messages';
import { formatOrderDate } from './orderDate';

export interface ConfirmationDetail {
  label: string;
  value: string;
}

export interface ConfirmationHeader {
  title: string;
  /** '' for an additional-revision purchase. */
  subtitle: string;
  /** Order Date always; Order ID and 'Confirmation will be sent to' only when known. */
  details: ConfirmationDetail[];
  packageHeading: string;
}

export interface ConfirmationHeaderInput {
  isAdditionalRevision: boolean;
  orderDate: Date;
  /** The customer's time zone; the runtime's when absent (see formatOrderDate). */
  timeZone?: string;
  orderId: string | null;
  email: string | null;
}

/** The top of the order confirmation page. */
export function confirmationHeader(input: ConfirmationHeaderInput): ConfirmationHeader {
  const details: ConfirmationDetail[] = [
    { label: CONFIRMATION_TEXT.orderDate, value: formatOrderDate(input.orderDate, input.timeZone) },
  ];
  if (input.orderId) details.push({ label: CONFIRMATION_TEXT.orderId, value: input.orderId });
  if (input.email)
    details.push({ label: CONFIRMATION_TEXT.confirmationSentTo, value: input.email });
  return {
    title: CONFIRMATION_TEXT.title,
    subtitle: input.isAdditionalRevision ? '' : CONFIRMATION_TEXT.subtitle,
    details,
    packageHeading: input.isAdditionalRevision
      ? CONFIRMATION_TEXT.additionalRevisionHeading
      : CONFIRMATION_TEXT.packageHeading,
  };
}

/** Page-view labels of the confirmation page. */
export const CONFIRMATION_PAGE_VIEW_LABELS = {
  designProfile: 'design-profile-payment-confirmation-step',
  packages: 'packages-payment-confirmation-step',
} as const;

export function confirmationPageViewLabel(url: string): string {
  return url.includes('design-profile')
    ? CONFIRMATION_PAGE_VIEW_LABELS.designProfile
    : CONFIRMATION_PAGE_VIEW_LABELS.packages;
}
