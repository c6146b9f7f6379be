import { type FormEvent, Suspense, lazy, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type AuthUserResponse, useChangePasswordMutation, useGetClientConfigQuery, useGetMeQuery, useUpdateProfileMutation, messageFor } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { FormCard } from '../../components/ui/form-card';
import { Page } from '../../components/ui/page';
import { FormBanner, TextField } from '../../components/ui/text-field';
import {
  PASSWORD_CHANGE_FIELDS,
  PROFILE_FIELDS,
  type PasswordChangeField,
  type PasswordChangeValues,
  type ProfileField,
  type ProfileValues,
  needsPasswordForEmail,
  validatePasswordChange,
  validateProfile,
} from './profile-validation';
import { NewPasswordFields } from './new-password-fields';
import { useAuthForm } from './use-auth-form';
import { signedIn, signedOut } from './session.slice';
import { DataRightsSection } from './data-rights-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import { HearingSection } from './hearing-section';

/** My Profile's WhatsApp section, a chunk of its own with its endpoints (docs/adr/0151-whatsapp-channel.md). */
const WhatsAppLinkSection = lazy(() => import('./whatsapp-link-section').then((m) => ({ default: m.WhatsAppLinkSection })));

/**
 * Profile details (citizen spec sections 2 and 5): first name, last name, email and phone, all required.
 * Saving stores the new token and user. A new email asks for the current password (accounts that have one) and
 * replaces the current one only once the link the server sends to it is opened: the page says so.
 */
function ProfileForm({ user, onEmailChanged }: { user: AuthUserResponse; onEmailChanged: (message: string) => void }) {
  const { t } = useTranslation(['auth', 'messages']);
  const dispatch = useAppDispatch();
  const { values, failure, setFailure, field, check, showServerErrors } = useAuthForm<ProfileField, ProfileValues>(
    { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone, currentPassword: '' },
    PROFILE_FIELDS,
  );
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const form = event.currentTarget;
    if (!check(form, validateProfile(values, t, user))) return;
    const body = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      ...(needsPasswordForEmail(values, user) ? { currentPassword: values.currentPassword } : {}),
    };
    try {
      const session = await updateProfile({ updateProfileRequest: body }).unwrap();
      dispatch(signedIn({ token: session.token, user: session.user }));
      toast.success(t('messages:auth.profileUpdated'));
      if (session.pendingEmail) onEmailChanged(t('messages:auth.confirmNewEmail', { email: session.pendingEmail, current: session.user.email }));
    } catch (error) {
      showServerErrors(form, error);
      const message = messageFor(error, t('messages:auth.updateProfileFailed'));
      setFailure(message);
      toast.error(message);
    }
  };

  return (
    <FormCard
      titleId="profile-details-title"
      title={t('profile.details')}
      lead={user.emailVerified ? t('profile.verified') : t('profile.notVerified')}
      failure={failure}
      onSubmit={onSubmit}
      submitLabel={isLoading ? t('profile.saving') : t('profile.saveChanges')}
      busy={isLoading}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" {...field('lastName')} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" hint={t('profile.emailHint')} {...field('email')} />
        <TextField label={t('fields.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        {needsPasswordForEmail(values, user) && (
          <TextField label={t('fields.currentPassword')} type="password" autoComplete="current-password" {...field('currentPassword')} />
        )}
      </div>
    </FormCard>
  );
}

const EMPTY_PASSWORDS: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Password change, or creation for an account without one (Google): on success 'Password updated. Please
 * sign in.', the session ends (the server ends every session) and the user goes to /.
 */
function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation(['auth', 'messages']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { values, errors, failure, setFailure, set, field, check, showServerErrors } = useAuthForm<PasswordChangeField, PasswordChangeValues>(
    EMPTY_PASSWORDS,
    PASSWORD_CHANGE_FIELDS,
  );
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const form = event.currentTarget;
    if (!check(form, validatePasswordChange(values, hasPassword, t))) return;
    try {
      await changePassword({
        changePasswordRequest: hasPassword ? { currentPassword: values.currentPassword, newPassword: values.newPassword } : { newPassword: values.newPassword },
      }).unwrap();
      toast.success(t('messages:auth.passwordUpdated'));
      dispatch(signedOut());
      navigate('/');
    } catch (error) {
      showServerErrors(form, error);
      setFailure(messageFor(error, t('messages:auth.changePasswordFailed')));
    }
  };

  return (
    <FormCard
      titleId="profile-password-title"
      title={hasPassword ? t('profile.changePassword') : t('profile.createPassword')}
      lead={hasPassword ? t('profile.changeLead') : t('profile.createLead')}
      failure={failure}
      onSubmit={onSubmit}
      submitLabel={isLoading ? t('profile.saving') : hasPassword ? t('profile.updatePassword') : t('profile.createPasswordButton')}
      busy={isLoading}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {hasPassword && (
          <TextField
            wrapperClassName="sm:col-span-2"
            label={t('fields.currentPassword')}
            type="password"
            autoComplete="current-password"
            {...field('currentPassword')}
          />
        )}
        <NewPasswordFields values={values} errors={errors} onChange={set} />
      </div>
    </FormCard>
  );
}

/**
 * My Profile (/profile, citizen spec sections 2, 5 and 8), with two-factor sign-in (where staff enrol when
 * REQUIRE_STAFF_2FA keeps them here), logging out on every device, and the data rights: download and delete.
 */
export function ProfilePage() {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const { data: user, isLoading, isError, refetch } = useGetMeQuery();
  const requireStaffTwoFactor = useGetClientConfigQuery().data?.requireStaffTwoFactor === true;
  // Kept here: saving a new email reloads the profile, which starts the form over.
  const [emailNotice, setEmailNotice] = useState<string | null>(null);
  return (
    <Page title={t('profile.title')} lead={t('profile.lead')}>
      {isLoading && (
        <p role="status" className="text-slate-600">
          {t('profile.loading')}
        </p>
      )}
      {!isLoading && isError && !user && (
        <div className="space-y-4">
          <FormBanner tone="error">{t('messages:auth.loadProfileFailed')}</FormBanner>
          <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
            {t('common:actions.tryAgain')}
          </button>
        </div>
      )}
      {user && (
        <div className="space-y-8">
          {emailNotice && <FormBanner tone="info">{emailNotice}</FormBanner>}
          {/* A saved profile (new values from the server) starts the form over from them. */}
          <ProfileForm key={`${user._id}:${user.firstName}:${user.lastName}:${user.email}:${user.phone}`} user={user} onEmailChanged={setEmailNotice} />
          {/* A verified phone or another choice from the server starts the section over from them. */}
          <HearingSection
            key={`${user._id}:${user.notificationChannels.join(',')}:${user.verifiedPhone ?? ''}:${user.phone}:${user.whatsappNumber ?? ''}`}
            user={user}
          />
          <PasswordForm key={`${user._id}:${user.hasPassword}`} hasPassword={user.hasPassword} />
          <TwoFactorSection user={user} required={requireStaffTwoFactor && user.role !== 'user'} />
          <SessionsSection />
          {user.role === 'user' && (
            <Suspense fallback={null}>
              <WhatsAppLinkSection />
            </Suspense>
          )}
          <DataRightsSection user={user} />
        </div>
      )}
    </Page>
  );
}
