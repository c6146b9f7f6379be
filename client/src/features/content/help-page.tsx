import { ProsePage } from './prose-page';

export function HelpPage() {
  return <ProsePage page="help" />;
}
