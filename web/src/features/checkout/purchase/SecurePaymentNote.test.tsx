import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { SecurePaymentNote } from './SecurePaymentNote';

describe('SecurePaymentNote', () => {
  it('says the card is processed securely and never stored by us', () => {
    renderWithProviders(<SecurePaymentNote />);

    expect(screen.getByText(/processed securely/)).toHaveTextContent('never stored by us');
  });

  it("shows Google's reCAPTCHA notice with its two links, opening in new tabs", () => {
    const { container } = renderWithProviders(<SecurePaymentNote />);

    expect(container).toHaveTextContent(
      'This site is protected by reCAPTCHA and the Google Privacy Policy (opens in a new tab) and Terms of Service (opens in a new tab) apply.',
    );
    const privacy = screen.getByRole('link', { name: /^Privacy Policy/ });
    const terms = screen.getByRole('link', { name: /^Terms of Service/ });
    expect(privacy).toHaveAttribute('href', 'https://policies.google.com/privacy');
    expect(terms).toHaveAttribute('href', 'https://policies.google.com/terms');
    for (const link of [privacy, terms]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
