import { DevelopmentGuide } from '../components/development-guide';

export function HealthPage() {
  return <DevelopmentGuide topic="saude" />;
}
