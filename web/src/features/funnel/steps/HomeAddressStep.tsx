import { AddressForm, type AddressFieldLabels } from '@web/ui/address/AddressForm';
import { PrimaryButton, StepLayout } from '@web/features/funnel/StepLayout';
import type { StepProps } from '@web/features/funnel/stepProps';

const HOME_ADDRESS_LABELS: AddressFieldLabels = {
  street: 'Street address',
  streetPlaceholder: 'Start typing your address',
  aptNumber: 'Apartment, suite, etc. (Optional)',
  city: 'City',
  state: 'State',
  statePlaceholder: 'Choose a state',
  zip: 'Zip code',
};

/** home-address: the shared address form; the address is saved with the design profile. */
export function HomeAddressStep({ copy, navigation, profile }: StepProps) {
  return (
    <StepLayout
      title={copy.title}
      titleId="home-address-title"
      onBack={navigation.previous ? navigation.goBack : null}
    >
      <AddressForm
        saved={profile.contactInformation}
        labels={HOME_ADDRESS_LABELS}
        labelledBy="home-address-title"
        onSubmit={(address) => {
          profile.setContactInformation(address);
          navigation.goNext();
        }}
      >
        <div>
          <PrimaryButton type="submit">{copy.buttonText}</PrimaryButton>
        </div>
      </AddressForm>
    </StepLayout>
  );
}
