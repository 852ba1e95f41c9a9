import type { QuizQuestion } from '@yardwise/domain/funnel/quiz';

/** What each kind of quiz control gets: the question, its answers and the click handler. */
export interface QuizOptionsProps {
  question: QuizQuestion;
  answers: readonly string[];
  onChoose(option: string): void;
  /** id of the page title that names the group. */
  labelledBy: string;
  /** id of the error text, when one is shown. */
  describedBy: string | undefined;
  /** Heading level of option groups: below the page title (h2) or below a question heading (h3). */
  groupHeadingAs?: 'h2' | 'h3';
}
