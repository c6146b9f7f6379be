import { memo, useId, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@civic/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { useAnswerInTransition, useListPlansQuery } from '../../api';
import { useFilingPath } from '../../app/use-filing-path';
import { useSessionInfo } from '../../app/use-session';
import { Dialog } from '../../components/ui/dialog';
import { formatPercent, formatRupees } from '../../i18n/format';
import { type PlanView, isFreePlan, plansForDisplay, priceWithGst } from './plans';
import { type BillingMode, billingModeRefusal, checkPlanChoice } from './pricing-checks';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';
import { PRICING_TOAST, usePlanPurchase } from './use-plan-purchase';

const ACCENT: Record<string, { ring: string; button: string; badge: string; check: string }> = {
  blue: { ring: 'ring-2 ring-brand-600', button: 'btn-primary', badge: 'bg-brand-600 text-white', check: 'text-brand-600' },
  green: {
    ring: 'ring-1 ring-emerald-300',
    button: 'bg-emerald-700 text-white hover:bg-emerald-800',
    badge: 'bg-emerald-700 text-white',
    check: 'text-emerald-600',
  },
  gray: { ring: 'ring-1 ring-slate-200', button: 'btn-secondary', badge: 'bg-slate-700 text-white', check: 'text-slate-500' },
};

function PlanCard({ plan, onChoose, processing, busy }: { plan: PlanView; onChoose: (plan: PlanView) => void; processing: boolean; busy: boolean }) {
  const { t } = useTranslation(['home', 'messages']);
  const accent = ACCENT[plan.color] ?? ACCENT.gray;
  const free = isFreePlan(plan);
  const limitPhrase = (lng: 'en' | undefined) =>
    plan.complaintLimit === null ? t('pricing.unlimited', { lng }) : t('pricing.perMonthLimit', { n: plan.complaintLimit, lng });
  return (
    <li className={`relative flex flex-col rounded-3xl bg-white p-8 shadow-sm ${plan.popular ? ACCENT.blue.ring : accent.ring}`} data-testid="plan-card">
      {plan.popular && (
        <span className={`absolute -top-3 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-semibold ${ACCENT.blue.badge}`}>
          {t('pricing.mostPopular')}
        </span>
      )}
      <h3 className="text-lg font-semibold text-slate-900" lang={plan.language}>
        {plan.name}
      </h3>
      <p className="mt-1 min-h-12 text-sm text-slate-600" lang={plan.language}>
        {plan.description}
      </p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{formatRupees(plan.amount)}</span>
        <span className="text-sm text-slate-500">{free ? t('pricing.forever') : plan.allowRecurring ? t('pricing.perMonth') : t('pricing.oneTime')}</span>
      </p>
      <p className="mt-1 text-xs text-slate-500">{free ? t('pricing.noPayment') : t('pricing.plusGst', { rate: formatPercent(plan.gstRate) })}</p>
      <p className="mt-3 text-sm font-medium text-slate-800">{limitPhrase(undefined)}</p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {plan.features
          .filter((f) => !restatesLimit(f, limitPhrase))
          .map((f) => (
            <li key={f} className="flex gap-2 text-slate-700">
              <span aria-hidden="true" className={`font-bold ${accent.check}`}>
                ✓
              </span>
              <span lang={plan.language}>{f}</span>
            </li>
          ))}
        {plan.limitations.map((l) => (
          <li key={l} className="flex gap-2 text-slate-500">
            <span aria-hidden="true">✕</span>
            <span>
              <span className="sr-only">{t('pricing.limitation')}</span>
              <span lang={plan.language}>{l}</span>
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`btn btn-lg mt-8 w-full ${plan.popular ? 'btn-primary' : accent.button}`}
        onClick={() => onChoose(plan)}
        disabled={busy}
        aria-busy={processing || undefined}
      >
        {processing ? t('messages:billing.processing') : free ? t('pricing.getStarted') : t('pricing.choose', { plan: plan.name })}
      </button>
    </li>
  );
}

/** The pricing section (#pricing, citizen spec section 2) with the plan purchase flow of section 4. */
export function PricingSection() {
  const { t, i18n } = useTranslation(['home', 'common', 'messages']);
  const { data, isLoading } = useAnswerInTransition(useListPlansQuery());
  const plans = plansForDisplay(data?.items, isLocale(i18n.language) ? i18n.language : 'en');
  const { isSignedIn, isPremium, isAdmin } = useSessionInfo();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<PlanView | null>(null);
  const purchase = usePlanPurchase();
  // 'Start Free Trial': admins cannot file, so it leads them to /admin (citizen spec sections 1 and 6).
  const filingPath = useFilingPath();

  const choosePlan = (plan: PlanView) => {
    const choice = checkPlanChoice(plan, { isSignedIn, isPremium, isAdmin, provider: purchase.provider, sdkLoaded: purchase.sdkLoaded });
    switch (choice.kind) {
      case 'admin':
        toast.error(t('messages:billing.adminsBilling'), { duration: PRICING_TOAST.error });
        return;
      case 'free':
        toast.success(t('messages:billing.freeActivated'), { duration: PRICING_TOAST.success });
        navigate('/complaint');
        return;
      case 'login':
        toast.error(t('messages:billing.loginToPurchase'), { duration: PRICING_TOAST.error });
        navigate('/');
        return;
      case 'sdk':
        toast.error(t('messages:billing.sdkNotLoaded'), { duration: PRICING_TOAST.error });
        return;
      case 'premium':
        toast.error(t('messages:billing.alreadyPremium'), { duration: PRICING_TOAST.error });
        return;
      case 'choose-billing':
        setChoosing(plan);
    }
  };

  const chooseMode = (plan: PlanView, mode: BillingMode) => {
    const refusal = billingModeRefusal(plan, mode);
    if (refusal) {
      toast.error(t(refusal), { duration: PRICING_TOAST.error });
      return;
    }
    setChoosing(null);
    void purchase.buy(plan, mode);
  };

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('pricing.title')}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{t('pricing.lead')}</p>
        </div>
        {isLoading ? (
          <ul className="mt-14 grid gap-8 lg:grid-cols-3" aria-busy="true" aria-label={t('pricing.loading')}>
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-[28rem] animate-pulse rounded-3xl bg-slate-100" />
            ))}
          </ul>
        ) : (
          <ul className="mt-14 grid gap-8 lg:grid-cols-3">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} onChoose={choosePlan} processing={purchase.processing === plan.id} busy={purchase.processing !== null} />
            ))}
          </ul>
        )}
        <p className="mt-6 text-center text-sm text-slate-500">{t('pricing.guarantee')}</p>

        <PricingDetails filingPath={filingPath} />
      </div>

      <BillingDialog plan={choosing} onChoose={chooseMode} onClose={() => setChoosing(null)} />
      <SandboxCheckoutDialog checkout={purchase.sandbox} onResult={purchase.sandboxResult} onDismiss={purchase.sandboxDismiss} />
    </section>
  );
}

/**
 * The pricing section's text below the plans: why upgrade, how Premium helps, the questions and the closing call.
 * Memoized and in parts of its own: the plans' answer and a purchase re-render the section, not these, and React can
 * yield between the parts while the section mounts (Total Blocking Time).
 */
const PricingDetails = memo(function PricingDetails({ filingPath }: { filingPath: string }) {
  return (
    <>
      <UpgradeReasons />
      <PricingFaq />
      <ClosingCall filingPath={filingPath} />
    </>
  );
});

/** 'Why upgrade' and 'How Premium helps'. */
function UpgradeReasons() {
  const { t } = useTranslation('home');
  return (
    <div className="mt-20 grid gap-12 lg:grid-cols-2">
      <div>
        <h3 className="text-2xl font-bold text-slate-900">{t('pricing.whyUpgrade')}</h3>
        <ul className="mt-6 space-y-5">
          {t('pricing.reasons', { returnObjects: true }).map((r) => (
            <li key={r.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="mt-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
              >
                ✓
              </span>
              <div>
                <p className="font-semibold text-slate-900">{r.title}</p>
                <p className="text-sm leading-6 text-slate-600">{r.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-sky-600 p-8 text-white">
        <h3 className="text-2xl font-bold">{t('pricing.howPremiumHelps')}</h3>
        <dl className="mt-8 grid grid-cols-3 gap-4 text-center">
          <div className="flex flex-col rounded-2xl bg-white/10 p-4">
            <dt className="text-sm text-sky-100">{t('pricing.helps.photos')}</dt>
            <dd className="order-first text-4xl font-extrabold">5</dd>
          </div>
          <div className="flex flex-col rounded-2xl bg-white/10 p-4">
            <dt className="text-sm text-sky-100">{t('pricing.helps.complaints')}</dt>
            <dd className="order-first text-4xl font-extrabold">∞</dd>
          </div>
          <div className="flex flex-col rounded-2xl bg-white/10 p-4">
            <dt className="text-sm text-sky-100">{t('pricing.helps.invoice')}</dt>
            <dd className="order-first text-4xl font-extrabold">1</dd>
          </div>
        </dl>
        <p className="mt-6 text-sm leading-6 text-sky-100">{t('pricing.helps.summary')}</p>
      </div>
    </div>
  );
}

/** The pricing questions, each a disclosure. */
function PricingFaq() {
  const { t } = useTranslation('home');
  return (
    <div className="mx-auto mt-20 max-w-3xl">
      <h3 className="text-center text-2xl font-bold text-slate-900">{t('pricing.faqTitle')}</h3>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {t('pricing.faq', { returnObjects: true }).map((item) => (
          <details key={item.q} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium text-slate-900">
              {item.q}
              <span aria-hidden="true" className="text-slate-400 transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 text-sm leading-6 text-slate-600">{item.a}</p>
          </details>
        ))}
      </div>
    </div>
  );
}

/** The closing call: start filing (admins: the back office) or talk to us. */
function ClosingCall({ filingPath }: { filingPath: string }) {
  const { t } = useTranslation('home');
  return (
    <div className="mt-20 rounded-3xl bg-slate-900 px-6 py-12 text-center sm:px-12">
      <h3 className="text-2xl font-bold text-white sm:text-3xl">{t('pricing.closing.title')}</h3>
      <p className="mx-auto mt-3 max-w-xl text-slate-300">{t('pricing.closing.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={filingPath} className="btn btn-lg bg-amber-400 text-slate-900 hover:bg-amber-300">
          {t('pricing.closing.trial')}
        </Link>
        <Link to="/contact" className="btn btn-lg bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20">
          {t('pricing.closing.sales')}
        </Link>
      </div>
    </div>
  );
}

const BILLING_MODES: readonly BillingMode[] = ['one-time', 'monthly'];

/**
 * A feature line that only says the plan's complaint limit ('10 complaints per month'), in English or the language
 * shown: the card states the limit once, in its own line above the features.
 */
function restatesLimit(feature: string, limitPhrase: (lng: 'en' | undefined) => string): boolean {
  return (['en', undefined] as const).some((lng) => limitPhrase(lng).trim().toLowerCase() === feature.trim().toLowerCase());
}

/**
 * The 'Choose Billing' dialog (citizen spec section 2): One-time, Monthly and Cancel. A mode the plan does not
 * allow is disabled, with the spec's refusal under it (section 5).
 */
function BillingDialog({ plan, onChoose, onClose }: { plan: PlanView | null; onChoose: (plan: PlanView, mode: BillingMode) => void; onClose: () => void }) {
  const { t } = useTranslation(['home', 'common', 'messages']);
  const id = useId();
  return (
    <Dialog
      open={plan !== null}
      title={t('pricing.billingDialog.title')}
      description={plan ? t('pricing.billingDialog.description', { plan: plan.name }) : undefined}
      onClose={onClose}
    >
      {plan && (
        <div className="grid gap-3">
          <p className="text-sm text-slate-700">
            {t('pricing.billingDialog.total', { amount: formatRupees(priceWithGst(plan)), rate: formatPercent(plan.gstRate) })}
          </p>
          {BILLING_MODES.map((mode) => {
            const refusal = billingModeRefusal(plan, mode);
            return (
              <div key={mode} className="grid gap-1">
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={refusal !== null}
                  aria-describedby={refusal ? `${id}-${mode}` : `${id}-${mode}-buys`}
                  onClick={() => onChoose(plan, mode)}
                >
                  {mode === 'monthly' ? t('pricing.billingDialog.monthly') : t('pricing.billingDialog.oneTime')}
                </button>
                {!refusal && (
                  <p id={`${id}-${mode}-buys`} className="text-xs text-slate-600">
                    {mode === 'monthly'
                      ? t('pricing.billingDialog.monthlyBuys', { amount: formatRupees(priceWithGst(plan)) })
                      : t('pricing.billingDialog.oneTimeBuys', { amount: formatRupees(priceWithGst(plan)) })}
                  </p>
                )}
                {refusal && (
                  <p id={`${id}-${mode}`} className="text-xs text-slate-500">
                    {t(refusal)}
                  </p>
                )}
              </div>
            );
          })}
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
