import { PageBeingBuilt } from '../../components/ui/page';

export function ProfilePage() {
  return <PageBeingBuilt title="My Profile" />;
}
