import { DEFAULT_PLANS, isLocale, localisedPlanTexts } from '@civic/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPlansQuery } from '../../api';

/**
 * The name of a plan in the language shown, from its identity (the English name an account, a subscription or a
 * purchase stores): the plan's `name` as GET /api/plans answers it (in the reader's language, from the plan's own
 * translations), else the built-in plan's translation, else the stored name (a plan since deleted or renamed).
 * The plans list is the one the pricing cards read, so it is usually cached already.
 */
export function usePlanName(): (plan: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const { data } = useListPlansQuery();
  const language = i18n.language;
  return useCallback(
    (plan) => {
      if (!plan) return '';
      const listed = data?.items.find((p) => p.plan === plan);
      if (listed) return listed.name;
      const builtIn = DEFAULT_PLANS.find((p) => p.name === plan);
      return builtIn && isLocale(language) ? localisedPlanTexts(builtIn, language).name : plan;
    },
    [data, language],
  );
}
