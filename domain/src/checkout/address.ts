/** An order's country is always US. */
export const ORDER_COUNTRY = 'US';

/** An address as it goes into the order payload (as `address` and as `shipping`). */
export interface OrderAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
  /** Optional on the form; '' when there is none. */
  aptNumber: string;
  country: typeof ORDER_COUNTRY;
  formattedAddress: string;
}

/** An address as the forms and the address autocomplete hold it. */
export interface AddressFields {
  street: string;
  city: string;
  state: string;
  zip: string;
  aptNumber?: string | null;
  formattedAddress?: string | null;
}

/**
 * Trims every field and sets the country to US. Decision: without a formatted address (a billing
 * address typed by hand) one is composed as "street, apt, city, ST zip".
 */
export function toOrderAddress(fields: AddressFields): OrderAddress {
  const street = fields.street.trim();
  const city = fields.city.trim();
  const state = fields.state.trim().toUpperCase();
  const zip = fields.zip.trim();
  const aptNumber = (fields.aptNumber ?? '').trim();
  const formatted = (fields.formattedAddress ?? '').trim();
  return {
    street,
    city,
    state,
    zip,
    aptNumber,
    country: ORDER_COUNTRY,
    formattedAddress:
      formatted || [street, aptNumber, city, `${state} ${zip}`.trim()].filter(Boolean).join(', '),
  };
}

/**
 * The address the order is billed to: the property address while 'Use property address for
 * billing' is ticked (billingAndPropertyAddressSame, default true), else the billing
 * form's address.
 */
export function billingAddressFor(checkout: {
  billingAndPropertyAddressSame: boolean;
  propertyAddress: AddressFields;
  billingAddress: AddressFields | null;
}): OrderAddress {
  const chosen =
    checkout.billingAndPropertyAddressSame || !checkout.billingAddress
      ? checkout.propertyAddress
      : checkout.billingAddress;
  return toOrderAddress(chosen);
}
