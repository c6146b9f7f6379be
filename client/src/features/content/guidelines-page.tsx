import { ProsePage } from './prose-page';

export function GuidelinesPage() {
  return <ProsePage page="guidelines" />;
}
