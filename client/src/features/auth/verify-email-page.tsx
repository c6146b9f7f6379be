import { PageBeingBuilt } from '../../components/ui/page';

export function VerifyEmailPage() {
  return <PageBeingBuilt title="Verify Email" />;
}
