import { DevelopmentGuide } from '../components/development-guide';

export function CareerGuidancePage() {
  return <DevelopmentGuide topic="orientacao" />;
}
