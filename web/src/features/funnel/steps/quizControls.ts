import type { ComponentType } from 'react';
import type { QuizKind } from '@yardwise/domain/funnel/quiz';
import { DropdownOption } from './DropdownOption';
import { MultiSelectOptions } from './MultiSelectOptions';
import type { QuizOptionsProps } from './quizOptionProps';
import { SingleSelectOptions } from './SingleSelectOptions';

/** The control that asks a question of each kind; all three share the quiz tile look. */
export const QUIZ_CONTROLS: Record<QuizKind, ComponentType<QuizOptionsProps>> = {
  'multi-select': MultiSelectOptions,
  'single-select': SingleSelectOptions,
  dropdown: DropdownOption,
};
