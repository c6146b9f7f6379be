import { PageBeingBuilt } from '../../components/ui/page';

export function MyComplaintsPage() {
  return <PageBeingBuilt title="My Complaints" />;
}
