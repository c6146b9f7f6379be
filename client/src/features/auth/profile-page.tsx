import { Messages, formatMessage } from '@civic/contracts';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { type AuthUserResponse, useChangePasswordMutation, useGetMeQuery, useUpdateProfileMutation } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { Page } from '../../components/ui/page';
import { FormBanner, TextField } from '../../components/ui/text-field';
import type { FieldErrors } from './auth-validation';
import {
  PASSWORD_CHANGE_FIELDS,
  PROFILE_FIELDS,
  type PasswordChangeField,
  type PasswordChangeValues,
  type ProfileField,
  type ProfileValues,
  validatePasswordChange,
  validateProfile,
} from './profile-validation';
import { fieldMessages, serverMessageOr } from './server-message';
import { signedIn, signedOut } from './session.slice';

function focusField(form: HTMLFormElement, name: string | undefined) {
  if (!name) return;
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

/**
 * Profile details (citizen spec sections 2 and 5): first name, last name, email and phone, all required.
 * Saving stores the new token and user; a changed email must be verified again.
 */
function ProfileForm({ user, onEmailChanged }: { user: AuthUserResponse; onEmailChanged: (message: string) => void }) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<ProfileValues>({ firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone });
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();

  const set = (field: ProfileField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const form = event.currentTarget;
    const found = validateProfile(values);
    setErrors(found);
    setFailure(null);
    if (PROFILE_FIELDS.some((f) => found[f])) {
      focusField(
        form,
        PROFILE_FIELDS.find((f) => found[f]),
      );
      return;
    }
    const body = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), phone: values.phone.trim() };
    try {
      const session = await updateProfile({ updateProfileRequest: body }).unwrap();
      dispatch(signedIn({ token: session.token, user: session.user }));
      toast.success(Messages.auth.profileUpdated);
      if (session.user.email.toLowerCase() !== user.email.toLowerCase()) {
        onEmailChanged(formatMessage(Messages.auth.verifyNewEmail, { email: session.user.email }));
      }
    } catch (error) {
      const fields = fieldMessages(error);
      const mapped: FieldErrors<ProfileField> = {};
      for (const f of PROFILE_FIELDS) if (fields[f]) mapped[f] = fields[f];
      setErrors(mapped);
      focusField(
        form,
        PROFILE_FIELDS.find((f) => mapped[f]),
      );
      const message = serverMessageOr(error, Messages.auth.updateProfileFailed);
      setFailure(message);
      toast.error(message);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="profile-details-title" className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div>
        <h2 id="profile-details-title" className="text-xl font-semibold text-slate-900">
          Personal details
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {user.emailVerified ? 'Your email address is verified.' : 'Your email address is not verified yet: open the link we emailed you.'}
        </p>
      </div>
      {failure && <FormBanner tone="error">{failure}</FormBanner>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          error={errors.firstName}
          onChange={set('firstName')}
        />
        <TextField label="Last name" name="lastName" autoComplete="family-name" value={values.lastName} error={errors.lastName} onChange={set('lastName')} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          hint="A new email address must be verified again."
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" value={values.phone} error={errors.phone} onChange={set('phone')} />
      </div>
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}

const EMPTY_PASSWORDS: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Password change, or creation for an account without one (Google): on success 'Password updated. Please
 * sign in.', the session ends (the server ends every session) and the user goes to /.
 */
function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<FieldErrors<PasswordChangeField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const set = (field: PasswordChangeField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const form = event.currentTarget;
    const found = validatePasswordChange(values, hasPassword);
    setErrors(found);
    setFailure(null);
    if (PASSWORD_CHANGE_FIELDS.some((f) => found[f])) {
      focusField(
        form,
        PASSWORD_CHANGE_FIELDS.find((f) => found[f]),
      );
      return;
    }
    try {
      await changePassword({
        changePasswordRequest: hasPassword ? { currentPassword: values.currentPassword, newPassword: values.newPassword } : { newPassword: values.newPassword },
      }).unwrap();
      toast.success(Messages.auth.passwordUpdated);
      dispatch(signedOut());
      navigate('/');
    } catch (error) {
      const fields = fieldMessages(error);
      const mapped: FieldErrors<PasswordChangeField> = {};
      for (const f of PASSWORD_CHANGE_FIELDS) if (fields[f]) mapped[f] = fields[f];
      setErrors(mapped);
      focusField(
        form,
        PASSWORD_CHANGE_FIELDS.find((f) => mapped[f]),
      );
      setFailure(serverMessageOr(error, Messages.auth.changePasswordFailed));
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="profile-password-title"
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div>
        <h2 id="profile-password-title" className="text-xl font-semibold text-slate-900">
          {hasPassword ? 'Change password' : 'Create a password'}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {hasPassword
            ? 'After the change you sign in again with the new password.'
            : 'Your account signs in with Google. Add a password to sign in with your email as well.'}
        </p>
      </div>
      {failure && <FormBanner tone="error">{failure}</FormBanner>}
      <div className="grid gap-4 sm:grid-cols-2">
        {hasPassword && (
          <TextField
            wrapperClassName="sm:col-span-2"
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            error={errors.currentPassword}
            onChange={set('currentPassword')}
          />
        )}
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters"
          value={values.newPassword}
          error={errors.newPassword}
          onChange={set('newPassword')}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={set('confirmPassword')}
        />
      </div>
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? 'Saving...' : hasPassword ? 'Update password' : 'Create password'}
        </button>
      </div>
    </form>
  );
}

/** My Profile (/profile, citizen spec sections 2, 5 and 8). */
export function ProfilePage() {
  const { data: user, isLoading, isError, refetch } = useGetMeQuery();
  // Kept here: saving a new email reloads the profile, which starts the form over.
  const [emailNotice, setEmailNotice] = useState<string | null>(null);
  return (
    <Page title="My Profile" lead="Your contact details and password.">
      {isLoading && (
        <p role="status" className="text-slate-600">
          Loading...
        </p>
      )}
      {!isLoading && isError && !user && (
        <div className="space-y-4">
          <FormBanner tone="error">{Messages.auth.loadProfileFailed}</FormBanner>
          <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      )}
      {user && (
        <div className="space-y-8">
          {emailNotice && <FormBanner tone="info">{emailNotice}</FormBanner>}
          {/* A saved profile (new values from the server) starts the form over from them. */}
          <ProfileForm key={`${user._id}:${user.firstName}:${user.lastName}:${user.email}:${user.phone}`} user={user} onEmailChanged={setEmailNotice} />
          <PasswordForm key={`${user._id}:${user.hasPassword}`} hasPassword={user.hasPassword} />
        </div>
      )}
    </Page>
  );
}
