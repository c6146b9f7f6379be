import { PageBeingBuilt } from '../../components/ui/page';

export function ComplaintPage() {
  return <PageBeingBuilt title="File a Complaint" />;
}
