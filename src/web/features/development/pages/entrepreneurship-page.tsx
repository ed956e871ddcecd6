import { DevelopmentGuide } from '../components/development-guide';

export function EntrepreneurshipPage() {
  return <DevelopmentGuide topic="empreendedorismo" />;
}
