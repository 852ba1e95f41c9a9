import { useState } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import {
  addPlantProblem,
  ALLERGIES_MAX_LENGTH,
  INTEREST_OPTIONS,
  plantsFormErrors,
  plantsFormValuesFrom,
  plantsInput,
  samePlantsForm,
  tidyPlantName,
  type PlantsAnswers,
} from '@yardwise/domain/laterSteps/plants';
import {
  ADD_TO_AVOIDED,
  ADD_TO_LOVED,
  ALLERGIES_HINT,
  ALLERGIES_QUESTION,
  AVOIDED_PLANT_LABEL,
  AVOIDED_PLANTS_QUESTION,
  EDIBLE_PLANTS_QUESTION,
  LOADING_PLANTS,
  LOVED_PLANT_LABEL,
  LOVED_PLANTS_QUESTION,
  NATIVE_PLANTS_QUESTION,
  PLANTS_INTRO,
} from '@yardwise/domain/laterSteps/plantsMessages';
import { ChoiceQuestion } from '@web/ui/ChoiceQuestion';
import { LaterStepFrame } from '@web/features/laterSteps/form/LaterStepFrame';
import { LongTextField } from '@web/features/laterSteps/form/LongTextField';
import { SaveAndContinue } from '@web/features/laterSteps/form/SaveAndContinue';
import { useLaterStepForm } from '@web/features/laterSteps/form/useLaterStepForm';
import { PlantListField } from './PlantListField';

type ListField = 'lovedPlants' | 'avoidedPlants';
const TEXT_OF = { lovedPlants: 'lovedPlantText', avoidedPlants: 'avoidedPlantText' } as const;
const OTHER_OF = { lovedPlants: 'avoidedPlants', avoidedPlants: 'lovedPlants' } as const;

function PlantsForm({ saved }: { saved: PlantsAnswers | null }) {
  const form = useLaterStepForm({
    step: 'plants',
    command: 'savePlants',
    saved,
    valuesFrom: plantsFormValuesFrom,
    same: samePlantsForm,
    validate: plantsFormErrors,
    input: plantsInput,
    focusOrder: [
      'lovedPlantText',
      'lovedPlants',
      'avoidedPlantText',
      'avoidedPlants',
      'allergies',
      'nativeInterest',
      'edibleInterest',
    ],
  });
  const { formik, shown, change, touch, boxRef } = form;
  const { values } = formik;
  // Why the last Add was refused, until the box changes (an empty box has no error of its own).
  const [addProblem, setAddProblem] = useState<Partial<Record<ListField, string>>>({});

  function add(list: ListField): boolean {
    const text = values[TEXT_OF[list]];
    const problem = addPlantProblem(values[list], text, values[OTHER_OF[list]]);
    setAddProblem((problems) => ({ ...problems, [list]: problem ?? undefined }));
    if (problem) return false;
    void formik.setValues({
      ...values,
      [list]: [...values[list], tidyPlantName(text)],
      [TEXT_OF[list]]: '',
    });
    return true;
  }

  function listField(list: ListField, question: string, inputLabel: string, addTarget: string) {
    const textPath = TEXT_OF[list];
    return (
      <PlantListField
        question={question}
        inputLabel={inputLabel}
        addTarget={addTarget}
        list={values[list]}
        text={values[textPath]}
        textError={addProblem[list] ?? shown(textPath)}
        listError={shown(list)}
        onText={(text) => {
          setAddProblem((problems) => ({ ...problems, [list]: undefined }));
          void formik.setFieldValue(textPath, text);
        }}
        onTextBlur={() => touch(textPath)}
        onAdd={() => add(list)}
        onRemove={(index) =>
          change(
            list,
            values[list].filter((_, at) => at !== index),
          )
        }
        inputRef={(element) => {
          boxRef(textPath)(element);
          boxRef(list)(element);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="8">
        {listField('lovedPlants', LOVED_PLANTS_QUESTION, LOVED_PLANT_LABEL, ADD_TO_LOVED)}
        {listField('avoidedPlants', AVOIDED_PLANTS_QUESTION, AVOIDED_PLANT_LABEL, ADD_TO_AVOIDED)}

        <LongTextField
          name="allergies"
          label={ALLERGIES_QUESTION}
          hint={ALLERGIES_HINT}
          value={values.allergies}
          maxLength={ALLERGIES_MAX_LENGTH}
          rows={3}
          error={shown('allergies')}
          onChange={(text) => void formik.setFieldValue('allergies', text)}
          onBlur={() => touch('allergies')}
          inputRef={boxRef('allergies')}
        />

        <Box ref={boxRef('nativeInterest')}>
          <ChoiceQuestion
            name="nativeInterest"
            question={NATIVE_PLANTS_QUESTION}
            options={INTEREST_OPTIONS}
            value={values.nativeInterest}
            onChange={(interest) => change('nativeInterest', interest)}
            onLeave={() => touch('nativeInterest')}
            error={shown('nativeInterest')}
            columns={3}
          />
        </Box>

        <Box ref={boxRef('edibleInterest')}>
          <ChoiceQuestion
            name="edibleInterest"
            question={EDIBLE_PLANTS_QUESTION}
            options={INTEREST_OPTIONS}
            value={values.edibleInterest}
            onChange={(interest) => change('edibleInterest', interest)}
            onLeave={() => touch('edibleInterest')}
            error={shown('edibleInterest')}
            columns={3}
          />
        </Box>

        <SaveAndContinue failure={form.save.failure} saving={formik.isSubmitting} />
      </Stack>
    </form>
  );
}

/**
 * /onboard/plants, My Plants (an optional step): plants the client loves and plants to avoid,
 * allergies, and their interest in native and in edible plants. Any save completes it.
 */
export function PlantsPage({ title }: { title: string }) {
  return (
    <LaterStepFrame step="plants" title={title} intro={PLANTS_INTRO} loadingLabel={LOADING_PLANTS}>
      {(saved) => <PlantsForm saved={saved} />}
    </LaterStepFrame>
  );
}
