import { describe, expect, it } from '@jest/globals';
import { type BuyerState, billingModeRefusal, checkPlanChoice, checkoutTheme } from './pricing-checks';

const FREE = { amount: 0 };
const PREMIUM = { amount: 19900 };
const citizen: BuyerState = { isSignedIn: true, isPremium: false, isAdmin: false, provider: 'razorpay', sdkLoaded: true };
const visitor: BuyerState = { isSignedIn: false, isPremium: false, isAdmin: false, provider: 'razorpay', sdkLoaded: false };

describe('the checks of choosing a plan, in the spec order (citizen spec section 4)', () => {
  it('activates the free plan with no login', () => {
    expect(checkPlanChoice(FREE, visitor).kind).toBe('free');
    expect(checkPlanChoice(FREE, citizen).kind).toBe('free');
  });

  it('asks a visitor to log in before anything else, even when the SDK is missing', () => {
    expect(checkPlanChoice(PREMIUM, visitor).kind).toBe('login');
  });

  it('then needs Razorpay’s SDK loaded, before the premium check', () => {
    expect(checkPlanChoice(PREMIUM, { ...citizen, sdkLoaded: false, isPremium: true }).kind).toBe('sdk');
    expect(checkPlanChoice(PREMIUM, { ...citizen, provider: undefined, sdkLoaded: false }).kind).toBe('sdk');
  });

  it('needs no SDK for the sandbox', () => {
    expect(checkPlanChoice(PREMIUM, { ...citizen, provider: 'sandbox', sdkLoaded: false }).kind).toBe('choose-billing');
  });

  it('then refuses a premium user', () => {
    expect(checkPlanChoice(PREMIUM, { ...citizen, isPremium: true }).kind).toBe('premium');
  });

  it('sends an admin to Billing Management', () => {
    expect(checkPlanChoice(PREMIUM, { ...citizen, isAdmin: true }).kind).toBe('admin');
    expect(checkPlanChoice(FREE, { ...citizen, isAdmin: true }).kind).toBe('admin');
  });

  it('opens the Choose Billing dialog when every check passes', () => {
    expect(checkPlanChoice(PREMIUM, citizen).kind).toBe('choose-billing');
  });

  it('refuses a billing mode the plan does not allow with the spec words (section 5)', () => {
    const oneTimeOnly = { allowOneTime: true, allowRecurring: false };
    expect(billingModeRefusal(oneTimeOnly, 'monthly')).toBe('messages:billing.monthlyNotAvailable');
    expect(billingModeRefusal(oneTimeOnly, 'one-time')).toBeNull();
    expect(billingModeRefusal({ allowOneTime: false, allowRecurring: true }, 'one-time')).toBe('messages:billing.oneTimeNotAvailable');
  });

  it('themes checkout in the plan colour', () => {
    expect(checkoutTheme('green')).toBe('#059669');
    expect(checkoutTheme('gray')).toBe('#475569');
    expect(checkoutTheme('blue')).toBe('#1d4ed8');
    expect(checkoutTheme('purple')).toBe('#1d4ed8');
  });
});
