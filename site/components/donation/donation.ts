/** Where the 'Je fais un don' buttons lead (the donation platform); configurable per brand. */
export function donationUrl(): string {
  return process.env.DONATION_URL || 'https://don.rcf.fr/';
}

/** French income-tax reduction on gifts to associations of general interest: 66 % (art. 200 CGI). */
export const TAX_REDUCTION = 0.66;

export function costAfterTax(amount: number): number {
  return Math.round(amount * (1 - TAX_REDUCTION) * 100) / 100;
}

export const euros = (n: number) =>
  new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: n % 1 ? 2 : 0,
  }).format(n);
