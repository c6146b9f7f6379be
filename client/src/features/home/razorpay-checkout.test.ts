import { afterEach, describe, expect, it } from '@jest/globals';
import { RAZORPAY_CHECKOUT_URL, isRazorpayLoaded, loadRazorpayCheckout, resetRazorpayLoader } from './razorpay-checkout';

const scripts = () => Array.from(document.head.querySelectorAll(`script[src="${RAZORPAY_CHECKOUT_URL}"]`)) as HTMLScriptElement[];

afterEach(() => {
  resetRazorpayLoader();
  delete window.Razorpay;
  scripts().forEach((s) => s.remove());
});

describe("Razorpay Checkout's script loader", () => {
  it('adds the script once, and resolves true once window.Razorpay exists', async () => {
    const first = loadRazorpayCheckout();
    const second = loadRazorpayCheckout();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].async).toBe(true);
    window.Razorpay = function Razorpay() {} as unknown as typeof window.Razorpay;
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(isRazorpayLoaded()).toBe(true);
    // Loaded: no second script.
    await expect(loadRazorpayCheckout()).resolves.toBe(true);
    expect(scripts()).toHaveLength(1);
  });

  it('resolves false when the script fails (blocked, offline), removes it, and tries again on the next call', async () => {
    const failed = loadRazorpayCheckout();
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBe(false);
    expect(scripts()).toHaveLength(0);
    void loadRazorpayCheckout();
    expect(scripts()).toHaveLength(1);
  });
});
