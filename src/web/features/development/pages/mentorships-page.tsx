import { DevelopmentGuide } from '../components/development-guide';

export function MentorshipsPage() {
  return <DevelopmentGuide topic="mentorias" />;
}
