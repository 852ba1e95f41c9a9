import { ValidationError } from 'yup';
import type { FormikErrors } from 'formik';
import type { BudgetFormValues } from '@yardwise/domain/wishlist/budget';
import { budgetFormSchema } from '@yardwise/domain/wishlist/schemas';

/**
 * The budget form's errors from the domain schema, one per field. Run through Formik's `validate`
 * rather than `validationSchema`, which would turn '' into undefined before the schema sees it and
 * so replace the schema's own messages with generic ones.
 */
export async function budgetFormValidation(
  values: BudgetFormValues,
): Promise<FormikErrors<BudgetFormValues>> {
  try {
    await budgetFormSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FormikErrors<BudgetFormValues> = {};
    for (const inner of error.inner) {
      const field = inner.path as keyof BudgetFormValues | undefined;
      if (field && !errors[field]) errors[field] = inner.message;
    }
    return errors;
  }
}
