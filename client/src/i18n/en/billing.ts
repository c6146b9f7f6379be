/** Billing (features/billing). */
export const billing = {
  title: 'Billing',
} as const;
