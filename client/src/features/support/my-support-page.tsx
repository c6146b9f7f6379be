import { PageBeingBuilt } from '../../components/ui/page';

export function MySupportPage() {
  return <PageBeingBuilt title="My Support" />;
}
