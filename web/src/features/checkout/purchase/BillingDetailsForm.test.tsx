import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ACCOUNT_FORM_ERRORS } from '@yardwise/domain/account/messages';
import type { AddressFields } from '@yardwise/domain/checkout/address';
import { CHECKOUT_LABELS } from '@yardwise/domain/checkout/messages';
import { ADDRESS_ERRORS, ZIP_REQUIRED } from '@yardwise/domain/forms/messages';
import { STATE_NOT_LIVE } from '@yardwise/domain/funnel/messages';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { ACCOUNT_FIELD_LABELS } from '@web/ui/account/accountCopy';
import { PROPERTY_ADDRESS_LABELS } from '@web/features/checkout/start/startPageCopy';
import { BillingDetailsForm, type BillingDetailsFormProps } from './BillingDetailsForm';

const PROPERTY: AddressFields = {
  street: '2418 Cedar Hollow Lane',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
  formattedAddress: '2418 Cedar Hollow Lane, Austin, TX 78704, USA',
};

function renderForm(props: Partial<BillingDetailsFormProps> = {}) {
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <BillingDetailsForm propertyAddress={PROPERTY} onSubmit={onSubmit} {...props} />,
  );
  const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
  // The address fields download when they are first shown.
  const findField = (label: string) =>
    screen.findByRole('textbox', { name: new RegExp(`^${label}`) });
  const next = () => view.user.click(screen.getByRole('button', { name: CHECKOUT_LABELS.next }));
  return { ...view, onSubmit, field, findField, next };
}

async function fillNames(view: ReturnType<typeof renderForm>) {
  await view.user.type(view.field(ACCOUNT_FIELD_LABELS.firstName), 'Dana');
  await view.user.type(view.field(ACCOUNT_FIELD_LABELS.lastName), 'Rivera');
}

const useProperty = () => screen.getByRole('checkbox', { name: CHECKOUT_LABELS.useProperty });

describe('BillingDetailsForm', () => {
  it('names the form Billing Details', () => {
    renderForm();
    expect(screen.getByRole('form', { name: CHECKOUT_LABELS.billingDetails })).toBeInTheDocument();
  });

  it('shows the name errors only once NEXT was pressed', async () => {
    const view = renderForm();
    // Typed and cleared, then left: the form has checked the field, but NEXT was not pressed.
    await view.user.type(view.field(ACCOUNT_FIELD_LABELS.firstName), 'D');
    await view.user.clear(view.field(ACCOUNT_FIELD_LABELS.firstName));
    await view.user.tab();
    expect(screen.queryByText(ACCOUNT_FORM_ERRORS.firstNameRequired)).not.toBeInTheDocument();

    await view.next();

    expect(await screen.findByText(ACCOUNT_FORM_ERRORS.firstNameRequired)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText(ACCOUNT_FORM_ERRORS.lastNameRequired)).toBeInTheDocument();
    expect(view.field(ACCOUNT_FIELD_LABELS.firstName)).toHaveAttribute('aria-invalid', 'true');
    expect(view.onSubmit).not.toHaveBeenCalled();
  });

  it('uses the property address by default, shows it, and submits no address', async () => {
    const view = renderForm();
    expect(useProperty()).toBeChecked();
    expect(screen.getByText(PROPERTY.formattedAddress!)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Street/ })).not.toBeInTheDocument();

    await fillNames(view);
    await view.next();

    await waitFor(() =>
      expect(view.onSubmit).toHaveBeenCalledWith({
        firstName: 'Dana',
        lastName: 'Rivera',
        billingAndPropertyAddressSame: true,
        address: null,
      }),
    );
  });

  it('shows the address fields when the box is unticked, and reports the change', async () => {
    const onBillingSameChange = vi.fn();
    const view = renderForm({ onBillingSameChange });

    await view.user.click(useProperty());

    expect(useProperty()).not.toBeChecked();
    expect(screen.queryByText(PROPERTY.formattedAddress!)).not.toBeInTheDocument();
    await view.findField(PROPERTY_ADDRESS_LABELS.street);
    for (const label of ['street', 'aptNumber', 'city', 'zip'] as const) {
      expect(view.field(PROPERTY_ADDRESS_LABELS[label].replace(/[#()]/g, '.'))).toBeInTheDocument();
    }
    const state = screen.getByRole('combobox', { name: new RegExp(PROPERTY_ADDRESS_LABELS.state) });
    // Live states only: the 50 states and DC, after the placeholder.
    expect(state.querySelectorAll('option')).toHaveLength(52);
    expect(onBillingSameChange).toHaveBeenCalledWith(false);
  });

  it('shows errors for a blank street, city and zip and an empty state after NEXT', async () => {
    const view = renderForm();
    await fillNames(view);
    await view.user.click(useProperty());
    await view.findField(PROPERTY_ADDRESS_LABELS.street);
    expect(screen.queryByText(ADDRESS_ERRORS.streetRequired)).not.toBeInTheDocument();

    await view.next();

    expect(await screen.findByText(ADDRESS_ERRORS.streetRequired)).toBeInTheDocument();
    expect(screen.getByText(ADDRESS_ERRORS.cityRequired)).toBeInTheDocument();
    expect(screen.getByText(STATE_NOT_LIVE)).toBeInTheDocument();
    expect(screen.getByText(ZIP_REQUIRED)).toBeInTheDocument();
    expect(view.onSubmit).not.toHaveBeenCalled();
  });

  it('keeps only the first 5 digits of the zip', async () => {
    const view = renderForm({ initialValues: { billingAndPropertyAddressSame: false } });
    const zip = await view.findField(PROPERTY_ADDRESS_LABELS.zip);

    await view.user.type(zip, '7a8-7041234');

    expect(zip).toHaveValue('78704');
    expect(zip).toHaveAttribute('maxLength', '5');
    expect(zip).toHaveAttribute('inputMode', 'numeric');
  });

  it('submits a valid different billing address', async () => {
    const view = renderForm();
    await fillNames(view);
    await view.user.click(useProperty());
    await view.user.type(await view.findField(PROPERTY_ADDRESS_LABELS.street), '90 Elm Street');
    await view.user.type(view.field('Apt'), '4');
    await view.user.type(view.field(PROPERTY_ADDRESS_LABELS.city), 'Boston');
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: new RegExp(PROPERTY_ADDRESS_LABELS.state) }),
      'MA',
    );
    await view.user.type(view.field(PROPERTY_ADDRESS_LABELS.zip), '02110');

    await view.next();

    await waitFor(() =>
      expect(view.onSubmit).toHaveBeenCalledWith({
        firstName: 'Dana',
        lastName: 'Rivera',
        billingAndPropertyAddressSame: false,
        address: {
          street: '90 Elm Street',
          aptNumber: '4',
          city: 'Boston',
          state: 'MA',
          zip: '02110',
          formattedAddress: '90 Elm Street, 4, Boston, MA 02110',
        },
      }),
    );
  });

  it('starts from the values given and locks everything while disabled', () => {
    const view = renderForm({ initialValues: { firstName: 'Dana' }, disabled: true });

    expect(view.field(ACCOUNT_FIELD_LABELS.firstName)).toHaveValue('Dana');
    expect(view.field(ACCOUNT_FIELD_LABELS.firstName)).toBeDisabled();
    expect(useProperty()).toBeDisabled();
    expect(screen.getByRole('button', { name: CHECKOUT_LABELS.next })).toBeDisabled();
  });
});
