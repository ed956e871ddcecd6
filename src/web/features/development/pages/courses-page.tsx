import { DevelopmentGuide } from '../components/development-guide';

export function CoursesPage() {
  return <DevelopmentGuide topic="cursos" />;
}
