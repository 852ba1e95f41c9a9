import type { BrandConfig } from '@yardwise/domain/brand/brand';
import {
  PROJECT_SUBMITTED_TEMPLATE,
  type SubmissionEmailTemplate,
} from '@yardwise/domain/laterSteps/startProject/emails';
import {
  formatDueDay,
  formatLongDate,
  DESIGN_TEAM_TIME_ZONE,
} from '@yardwise/domain/laterSteps/startProject/firstDesign';
import { compose, text } from './emailParts';

// The words of a project submission's two emails: the client's confirmation and the design team's
// hand-off. Kept beside emailTemplates.ts, which routes their templates here.

/** A YYYY-MM-DD day as "Friday, December 18, 2026"; "a date we will confirm" when malformed. */
function dueDay(data: Record<string, unknown>): string {
  const day = text(data, 'firstDesignDue');
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDueDay(day) : 'a date we will confirm';
}

/**
 * Decisions (our own wording): the client hears that the designer has the project, when
 * the first design is expected and how to ask for a change; the team gets who, what package, when
 * it is due and the project's record.
 */
export function renderSubmissionEmail(
  template: SubmissionEmailTemplate,
  data: Record<string, unknown>,
  brand: BrandConfig,
) {
  const packageName = text(data, 'packageName') || 'design';
  const expedited = data.expedited === true;
  if (template === PROJECT_SUBMITTED_TEMPLATE) {
    const firstName = text(data, 'firstName').replace(/\s+/g, ' ').trim();
    return compose('Your designer is on it', [
      firstName ? `Hi ${firstName},` : 'Hi,',
      `Thank you for submitting your ${packageName} project. Your designer has everything you told us and is starting on your design.`,
      `Your first design is expected by ${dueDay(data)}${expedited ? ', with expedited service' : ''}.`,
      `Your answers are now with your designer. To ask for a change, use the Talk to us form in your project, or write to ${brand.supportEmail}.`,
      `The ${brand.productName} team`,
    ]);
  }
  const clientEmail = text(data, 'clientEmail');
  const name =
    `${text(data, 'firstName')} ${text(data, 'lastName')}`.replace(/\s+/g, ' ').trim() ||
    clientEmail;
  const yards = Array.isArray(data.yards)
    ? data.yards.filter((yard): yard is string => typeof yard === 'string')
    : [];
  const submittedAt = text(data, 'submittedAt');
  const submitted = Number.isNaN(Date.parse(submittedAt))
    ? 'just now'
    : `on ${formatLongDate(submittedAt, DESIGN_TEAM_TIME_ZONE)}`;
  const days = data.turnaroundBusinessDays;
  return compose(`New project from ${name}: ${packageName}`, [
    `${name} submitted their ${packageName} project ${submitted}.`,
    `First design due: ${dueDay(data)} (${typeof days === 'number' ? `${days} business days` : 'turnaround unknown'}${expedited ? ', expedited' : ''}).`,
    `Yards: ${yards.length > 0 ? yards.join(', ') : 'none named'}.`,
    { label: 'The project record (Firebase console)', link: text(data, 'projectLink') },
    `Client: ${clientEmail}. Account id: ${text(data, 'userId')}. Project id: ${text(data, 'projectId')}.`,
  ]);
}
