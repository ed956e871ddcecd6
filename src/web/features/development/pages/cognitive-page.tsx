import { DevelopmentGuide } from '../components/development-guide';

export function CognitivePage() {
  return <DevelopmentGuide topic="cognitivo" />;
}
