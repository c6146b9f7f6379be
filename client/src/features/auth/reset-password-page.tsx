import { PageBeingBuilt } from '../../components/ui/page';

export function ResetPasswordPage() {
  return <PageBeingBuilt title="Reset Password" />;
}
