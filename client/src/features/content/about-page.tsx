import { ProsePage } from './prose-page';

export function AboutPage() {
  return <ProsePage page="about" />;
}
