import { ProfileStrengthMeter, useOnboardingGreeting } from '@web/features/onboarding';
import { ActiveCommunities } from './active-communities';
import { LatestNews } from './latest-news';
import { ProfileCard } from './profile-card';
import { RecommendedVacancies } from './recommended-vacancies';
import { UpcomingEvents } from './upcoming-events';

/*
 * The feed page's side columns, in one chunk loaded after the page's first render
 * (pages/feed-page.tsx): the feed beside them does not wait for their code, and their data is
 * already on its way (the route loader asks for it with the posts).
 */

/**
 * Her card (from 1024 px; below, the side menu has it), 'Força do perfil' with her next setup
 * step (issue 22) and 'Vagas recomendadas'. A new member with setup steps left is greeted by the
 * guided setup once per visit (it loads with these boxes, not with the feed).
 */
export function LeftColumnBoxes() {
  useOnboardingGreeting();
  return (
    <>
      <ProfileCard className="hidden lg:block" />
      <ProfileStrengthMeter />
      <RecommendedVacancies />
    </>
  );
}

/** 'Comunidades Ativas', 'Eventos Próximos', 'Artigos e Notícias'. */
export function RightColumnBoxes() {
  return (
    <>
      <ActiveCommunities />
      <UpcomingEvents />
      <LatestNews />
    </>
  );
}
