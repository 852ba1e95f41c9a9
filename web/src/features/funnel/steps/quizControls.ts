import type { ComponentType } from 'react';
import type { QuizKind } from '@yardwise/domain/funnel/quiz';
import { DropdownOption } from './DropdownOption';
import { MultiSelectOptions } from './MultiSelectOptions';
import type { QuizOptionsProps } from './quizOptionProps';
import { SingleSelectOptions } from './SingleSelectOptions';

/** The control that asks a question of each kind (funnel §2 quiz pages). */
export const QUIZ_CONTROLS: Record<QuizKind, ComponentType<QuizOptionsProps>> = {
  'multi-select': MultiSelectOptions,
  'single-select': SingleSelectOptions,
  dropdown: DropdownOption,
};
