import { ROUTING_SCOPES, type RoutingScope, deepestLevel } from '@civic/contracts';
import { type FormEvent, useId, useState } from 'react';
import toast from '../../components/ui/notify';
import { Trans, useTranslation } from 'react-i18next';
import { useListCategoriesQuery, fieldErrors, messageFor } from '../../api';
import { type CreateRoutingContactRequest, useCreateRoutingContactMutation } from '../../api/admin';
import { type LocationSelection, LocationPickerModal } from '../../components/location-picker/location-picker-modal';
import { Dialog } from '../../components/ui/dialog';
import { AuthorityFields } from './authority-fields';
import { LocationField } from './location-field';
import {
  type ContactFormErrors,
  type ContactFormValues,
  EMPTY_CONTACT_FORM,
  hasErrors,
  refreshErrors,
  toUpdateRequest,
  validateContactForm,
} from './contact-form';
import { FormActions } from '../../components/ui/form-actions';

/** The POST body of the add-contact modal (admin spec section 7): the location's codes down to the deepest chosen. */
export function toCreateRequest(scope: RoutingScope, location: LocationSelection, categoryKey: string, values: ContactFormValues): CreateRoutingContactRequest {
  const authority = toUpdateRequest(values);
  const codes =
    scope === 'Urban'
      ? { districtCode: location.districtCode, ulbCode: location.ulbCode }
      : { districtCode: location.districtCode, subdistrictCode: location.subdistrictCode, villageCode: location.villageCode };
  return {
    scope,
    ...Object.fromEntries(Object.entries(codes).filter(([, v]) => !!v)),
    categoryKey: categoryKey || null,
    ...authority,
  };
}

/**
 * The add-contact modal (admin spec sections 2 and 5): scope, a location chosen in the location picker
 * down to at least a district (the level shown is the deepest selected), an optional category and the
 * authority fields. The picker replaces the modal while it is open, so that dialogs never stack.
 */
export function ContactAddDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['routing', 'common', 'messages']);
  const id = useId();
  const [scope, setScope] = useState<RoutingScope>('Rural');
  const [location, setLocation] = useState<LocationSelection | null>(null);
  const [categoryKey, setCategoryKey] = useState('');
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors & { location?: string; categoryKey?: string }>({});
  const [picking, setPicking] = useState(false);
  const categories = useListCategoriesQuery();
  const [create, { isLoading }] = useCreateRoutingContactMutation();

  const level = location ? deepestLevel(scope, location) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = { ...validateContactForm(values, t), location: location ? undefined : t('messages:admin.routing.locationRequired') };
    setErrors(found);
    if (hasErrors(found) || found.location) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    try {
      await create({ createRoutingContactRequest: toCreateRequest(scope, location!, categoryKey, values) }).unwrap();
      toast.success(t('messages:admin.routing.added'));
      onClose();
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.routing.addFailed')));
      const fields = fieldErrors(error);
      const locationError = fields.districtCode ?? fields.subdistrictCode ?? fields.villageCode ?? fields.ulbCode;
      setErrors({
        authorityEmail: fields.authorityEmail,
        authorityDesignation: fields.authorityDesignation,
        location: locationError,
        categoryKey: fields.categoryKey,
      });
    }
  };

  return (
    <>
      <Dialog open={!picking} title={t('add.title')} onClose={onClose} size="md">
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <div className="max-h-[65vh] space-y-4 overflow-y-auto pr-1">
            <fieldset>
              <legend className="field-label">{t('add.scope')}</legend>
              <div className="flex gap-4">
                {ROUTING_SCOPES.map((s) => (
                  <label key={s} className="flex items-center gap-2 text-sm font-medium text-slate-800">
                    <input
                      type="radio"
                      name={`${id}-scope`}
                      value={s}
                      checked={scope === s}
                      onChange={() => {
                        setScope(s);
                        if (location && location.scope !== s) setLocation(null);
                      }}
                    />
                    {t(`common:routingScope.${s}`)}
                  </label>
                ))}
              </div>
            </fieldset>

            <LocationField
              id={id}
              location={location}
              error={errors.location}
              testId="add-contact-location"
              focusFirst={!!location}
              onChoose={() => setPicking(true)}
            >
              <p className="mt-1 text-sm text-slate-600">
                <Trans
                  t={t}
                  i18nKey="add.level"
                  values={{ level: level ? t(`common:routingLevel.${level}`) : t('common:dash') }}
                  components={{ strong: <span className="font-semibold text-slate-900" data-testid="add-contact-level" /> }}
                />
              </p>
            </LocationField>

            <div>
              <label htmlFor={`${id}-category`} className="field-label">
                <Trans t={t} i18nKey="categoryOptional" components={{ optional: <span className="font-normal text-slate-500" /> }} />
              </label>
              <select
                id={`${id}-category`}
                className="field-input"
                value={categoryKey}
                aria-invalid={errors.categoryKey ? 'true' : undefined}
                onChange={(event) => {
                  setCategoryKey(event.target.value);
                  setErrors((e) => ({ ...e, categoryKey: undefined }));
                }}
              >
                <option value="">{t('add.defaultCategory')}</option>
                {(categories.data?.items ?? []).map((c) => (
                  <option key={c.key} value={c.key}>
                    {t('add.categoryOption', { name: c.name, key: c.key })}
                  </option>
                ))}
              </select>
              {categories.isError && <p className="field-error">{t('messages:admin.routing.loadCategoriesFailed')}</p>}
              {errors.categoryKey && <p className="field-error">{errors.categoryKey}</p>}
            </div>

            <AuthorityFields
              values={values}
              errors={errors}
              onChange={(next) => {
                setValues(next);
                setErrors((shown) => ({ ...refreshErrors(shown, next, t), location: shown.location, categoryKey: shown.categoryKey }));
              }}
            />
          </div>
          <FormActions confirmLabel={isLoading ? t('add.adding') : t('add.submit')} confirmDisabled={isLoading} onCancel={onClose} className="mt-4" />
        </form>
      </Dialog>
      <LocationPickerModal
        open={picking}
        title={t('add.pickerTitle')}
        initial={location}
        initialScope={scope}
        minDepth="district"
        onClose={() => setPicking(false)}
        onSelect={(selection) => {
          setLocation(selection);
          setScope(selection.scope);
          setErrors((e) => ({ ...e, location: undefined }));
          setPicking(false);
        }}
      />
    </>
  );
}
