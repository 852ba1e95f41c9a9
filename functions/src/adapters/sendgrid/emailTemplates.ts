import type { BrandConfig } from '@yardwise/domain/brand/brand';
import { ABANDONED_CART_TEMPLATE } from '@yardwise/domain/checkout/abandonedCart';
import { PASSWORD_RESET_TEMPLATE } from '@yardwise/domain/account/passwordReset';
import { isHelpType, ONBOARD_HELP_TEMPLATE } from '@yardwise/domain/forms/help';
import { HELP_TYPE_LABELS } from '@yardwise/domain/forms/messages';
import { PAYMENT_HELD_TEMPLATE } from '@yardwise/domain/checkout/paymentHold';
import { PAYMENT_REVERSAL_TEMPLATE } from '@yardwise/domain/checkout/paymentReversal';
import { CONSULTATION_REQUEST_TEMPLATE } from '@yardwise/domain/contact/consultation';
import {
  DESIGN_FEEDBACK_RECEIVED_TEMPLATE,
  DESIGN_FEEDBACK_TEMPLATE,
} from '@yardwise/domain/contact/designFeedback';
import { formatDollars } from '@yardwise/domain/money/formatDollars';
import {
  PROJECT_HAND_OFF_TEMPLATE,
  PROJECT_SUBMITTED_TEMPLATE,
} from '@yardwise/domain/laterSteps/startProject/emails';
import { serverBrand } from '../../config';
import { compose, text } from './emailParts';
import { renderSubmissionEmail } from './submissionEmails';

/** The emails the functions send; the outbox stores the template name and its data. */
export const EMAIL_TEMPLATES = [
  ABANDONED_CART_TEMPLATE,
  PASSWORD_RESET_TEMPLATE,
  ONBOARD_HELP_TEMPLATE,
  PAYMENT_HELD_TEMPLATE,
  PAYMENT_REVERSAL_TEMPLATE,
  DESIGN_FEEDBACK_TEMPLATE,
  DESIGN_FEEDBACK_RECEIVED_TEMPLATE,
  CONSULTATION_REQUEST_TEMPLATE,
  PROJECT_SUBMITTED_TEMPLATE,
  PROJECT_HAND_OFF_TEMPLATE,
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface RenderOptions {
  /** The web app's public URL (APP_BASE_URL); null keeps links relative (local stand-in). */
  baseUrl: string | null;
  brand?: BrandConfig;
}

/** A cents amount of the data as dollars; "an unknown amount" when it is not whole cents. */
function cents(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  return typeof value === 'number' && Number.isSafeInteger(value)
    ? formatDollars(value)
    : 'an unknown amount';
}

/** A free-text field of the data as its non-empty lines, one paragraph each. */
function lines(data: Record<string, unknown>, key: string): string[] {
  return text(data, key)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
}

/** A name for a subject line: one line, whatever the data holds, else the fallback. */
function oneLine(value: string, fallback: string): string {
  return value.replace(/\s+/g, ' ').trim() || fallback;
}

/** The reference photos of the data ({ name, url } each); anything else in the list is skipped. */
function photoLinks(data: Record<string, unknown>): { link: string; label: string }[] {
  const photos = Array.isArray(data.photos) ? (data.photos as unknown[]) : [];
  return photos.flatMap((photo) => {
    const { name, url } = (photo ?? {}) as { name?: unknown; url?: unknown };
    return typeof url === 'string' && url !== ''
      ? [{ link: url, label: typeof name === 'string' && name !== '' ? name : url }]
      : [];
  });
}

function absolute(path: string, baseUrl: string | null): string {
  if (!baseUrl || /^https?:\/\//.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The words of each email. Decisions (our own wording): short, plain emails in the brand's
 * voice, with the support address for questions.
 */
export function renderEmail(
  template: string,
  data: Record<string, unknown>,
  options: RenderOptions,
): RenderedEmail {
  const brand = options.brand ?? serverBrand();
  const signOff = `The ${brand.productName} team`;
  switch (template) {
    case ABANDONED_CART_TEMPLATE: {
      const packageName = text(data, 'packageName') || 'yard';
      const firstName = text(data, 'firstName');
      return compose(`Your ${packageName} design is waiting`, [
        firstName ? `Hi ${firstName},` : 'Hi,',
        `You were one step away from starting your ${packageName} design with ${brand.productName}. We saved your cart, so you can pick up where you left off.`,
        { label: 'Finish your order', link: absolute(text(data, 'resumePath'), options.baseUrl) },
        `Questions? Write to ${brand.supportEmail} and we will help.`,
        signOff,
      ]);
    }
    case PASSWORD_RESET_TEMPLATE:
      return compose(`Set your password for ${brand.productName}`, [
        'Hello,',
        `An account was set up for you at ${brand.productName}. Choose your password to sign in and follow your design.`,
        { label: 'Choose your password', link: text(data, 'resetLink') },
        `If you did not expect this email, you can ignore it, or write to ${brand.supportEmail}.`,
        signOff,
      ]);
    case ONBOARD_HELP_TEMPLATE: {
      // Decision: the transport sets no reply-to, so the client's account email is in the text.
      const helpType = data.helpType;
      const label = isHelpType(helpType) ? HELP_TYPE_LABELS[helpType] : 'Question';
      const replyTo = text(data, 'replyTo');
      // One line, whatever the names hold: a subject cannot carry line breaks.
      const fullName = `${text(data, 'firstName')} ${text(data, 'lastName')}`;
      const name = fullName.replace(/\s+/g, ' ').trim() || replyTo;
      const lines = text(data, 'body')
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '');
      return compose(`${label} from ${name}`, [
        `${name} asked for help during onboarding (${label}).`,
        ...lines,
        `Reply to the client at ${replyTo}. Account id: ${text(data, 'userId')}.`,
      ]);
    }
    case PAYMENT_HELD_TEMPLATE: {
      const received = cents(data, 'amountReceived');
      const total = cents(data, 'orderTotal');
      return compose(`Payment held: ${received} received for an order of ${total}`, [
        `A payment of ${received} arrived for order ${text(data, 'orderId')}, whose total is ${total}. The order is on hold: nothing was set up for the customer and no code was redeemed.`,
        `Settle it with the customer at ${text(data, 'customerEmail')}: collect the difference or refund the payment, then complete or cancel the order.`,
        `Payment intent: ${text(data, 'paymentIntentId')}. Account id: ${text(data, 'userId')}.`,
      ]);
    }
    case PAYMENT_REVERSAL_TEMPLATE: {
      const disputed = data.kind === 'disputed';
      const amount = cents(data, 'amount');
      const charged = cents(data, 'amountCharged');
      const orderId = text(data, 'orderId');
      return compose(
        `Payment ${disputed ? 'disputed' : 'refunded'}: ${amount} of ${charged}, order ${orderId}`,
        [
          disputed
            ? `The customer's bank disputes ${amount} of the ${charged} paid for order ${orderId}. The order is marked disputed and the customer's order page says so. Answer the dispute in the Stripe dashboard before its deadline. The bank's reason: ${text(data, 'reason') || 'not given'}.`
            : `${amount} of the ${charged} paid for order ${orderId} has been refunded. The order records it and the customer's order page says so.`,
          `Customer: ${text(data, 'customerEmail')}.`,
          `Payment intent: ${text(data, 'paymentIntentId')}. Charge: ${text(data, 'chargeId')}. Account id: ${text(data, 'userId')}.`,
        ],
      );
    }
    case DESIGN_FEEDBACK_TEMPLATE: {
      const clientEmail = text(data, 'clientEmail');
      const name = oneLine(`${text(data, 'firstName')} ${text(data, 'lastName')}`, clientEmail);
      const photos = photoLinks(data);
      return compose(`Design feedback from ${name}`, [
        `${name} sent feedback on their design for their revision.`,
        ...lines(data, 'changes'),
        photos.length > 0 ? `Reference photos (${photos.length}):` : 'No reference photos.',
        ...photos,
        `Reply to the client at ${clientEmail}. Account id: ${text(data, 'userId')}. Project id: ${text(data, 'projectId')}.`,
      ]);
    }
    case DESIGN_FEEDBACK_RECEIVED_TEMPLATE: {
      // A summary only: nothing the sender typed is repeated to the inbox this goes to.
      const { characters, photoCount } = data;
      const length =
        typeof characters === 'number' ? ` (${characters.toLocaleString('en-US')} characters)` : '';
      const withPhotos =
        typeof photoCount === 'number' && photoCount > 0
          ? [`With ${photoCount} reference ${photoCount === 1 ? 'photo' : 'photos'}.`]
          : [];
      return compose('We received your design feedback', [
        'Hi,',
        `Thank you for your feedback${length}. Your designer will work it into your revision and email you when it is ready. You can read what you sent in your account.`,
        ...withPhotos,
        `Questions? Write to ${brand.supportEmail} and we will help.`,
        signOff,
      ]);
    }
    case CONSULTATION_REQUEST_TEMPLATE: {
      const email = text(data, 'email');
      const name = oneLine(text(data, 'name'), email);
      const phone = text(data, 'phone');
      return compose(`Design consultation request from ${name}`, [
        `${name} asked for a design consultation.`,
        ...lines(data, 'message'),
        `Reply to ${email}${phone ? ` or call ${phone}` : ''}. Visitor id: ${text(data, 'userId')}.`,
      ]);
    }
    case PROJECT_SUBMITTED_TEMPLATE:
    case PROJECT_HAND_OFF_TEMPLATE:
      return renderSubmissionEmail(template, data, brand);
    default:
      throw new Error(`Unknown email template: ${template}`);
  }
}
