import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { BareLayout } from './layouts/bare-layout';
import { GuestOnly } from './layouts/guest-only';
import { PublicLayout } from './layouts/public-layout';
import { ReaderLayout } from './layouts/reader-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { SignedInBarLayout } from './layouts/signed-in-bar-layout';
import { type LoaderOptions, type PageLoaders, pageLoaders, sessionLoader } from './route-loaders';
import { PageLoading } from './ui/page-states';

/*
 * SPEC §2 route table, in one place. Every page is loaded on demand; each feature's pages sit
 * behind one dynamic import, so the bundler emits one chunk per feature folder. The pages people
 * most often open first (the login, the shared profile and vacancy, the feed) have a chunk of
 * their own, so a first visit does not download the rest of their feature (budgets: issue 14,
 * scripts/check-budgets.ts).
 *
 * The entry holds only what a visitor's first page needs; the logged-in shell (top bar, search,
 * menus and their modals) is the app group's lazy layout, loaded with the page that needs it.
 * Pages whose data is known from the address have a loader (route-loaders.ts) that starts their
 * queries while their code downloads, instead of after it has rendered. The loaders sit on the
 * route objects, not in `lazy`, or they would wait for the chunk.
 *
 * Four layouts (SPEC §2):
 *   bare    – no header, no footer: the root login page and the public profiles
 *   signed-in bar – the logged-in top bar for a signed-in member, nothing for a visitor:
 *             /perfil-publico-novo
 *   public  – public header + footer: visitor and sign-up pages
 *   reader  – the logged-in bar for a member, the public header and footer for a visitor: news,
 *             a vacancy, the events, the static site pages and the 404 (issue 22)
 *   app     – logged-in top bar: /feed, /rede, /vagas, /desenvolvimento, /chat, /notificacoes,
 *             /news, /perfil…, /meu-perfil, /minhas-*, /editar-*, /empresas…, /comunidades…,
 *             /criar-comunidade, /adicionar-empresa, /preferencias-vagas, /experiencias, /educacao,
 *             /projetos, /mentoria…
 * The spec assigns layouts by path prefix, with exceptions: the footer's /empresas/cadastro,
 * /empresas/publicar-vagas, /empresas/diversidade and /empresas/consultoria are marketing pages
 * for visitors, so they sit in the public group (a static segment outranks /empresas/:id however
 * the routes are nested).
 *
 * Session guards wrap whole groups, never single routes: every app page requires a session
 * (RequireSession around the app layout), and the visitor-only pages (login, sign-up) sit in a
 * pathless GuestOnly group that sends a signed-in member on to the feed.
 */

const features = {
  access: () => import('./features/access/pages/access-pages'),
  auth: () => import('./features/auth/pages/auth-pages'),
  chat: () => import('./features/chat/pages/chat-pages'),
  login: () => import('./features/auth/pages/login-page'),
  root: () => import('./features/auth/pages/root-page'),
  communities: () => import('./features/communities/pages/communities-pages'),
  companies: () => import('./features/companies/pages/companies-pages'),
  development: () => import('./features/development/pages/development-pages'),
  education: () => import('./features/education/pages/education-pages'),
  events: () => import('./features/events/pages/events-pages'),
  experience: () => import('./features/experience/pages/experience-pages'),
  home: () => import('./features/home/pages/home-pages'),
  mentoring: () => import('./features/mentoring/pages/mentoring-pages'),
  moderation: () => import('./features/moderation/pages/moderation-pages'),
  network: () => import('./features/network/pages/network-pages'),
  news: () => import('./features/news/pages/news-pages'),
  newsAdmin: () => import('./features/news/pages/news-admin-pages'),
  notifications: () => import('./features/notifications/pages/notifications-pages'),
  onboarding: () => import('./features/onboarding/pages/onboarding-pages'),
  posts: () => import('./features/posts/pages/posts-pages'),
  preferences: () => import('./features/preferences/pages/preferences-pages'),
  profile: () => import('./features/profile/pages/profile-pages'),
  publicProfile: () => import('./features/profile/pages/public-profile-page'),
  projects: () => import('./features/projects/pages/projects-pages'),
  site: () => import('./features/site/pages/site-pages'),
  vacancies: () => import('./features/vacancies/pages/vacancies-pages'),
  vacancy: () => import('./features/vacancies/pages/vacancy-detail-page'),
};

type Features = typeof features;
type Feature = keyof Features;
type PageOf<F extends Feature> = keyof Awaited<ReturnType<Features[F]>> & string;

/**
 * One route: `path` renders page `name` of `feature`, loaded when first visited; `loader`, when
 * given, starts the page's queries at the same time.
 */
function page<F extends Feature>(
  path: string,
  feature: F,
  name: PageOf<F>,
  loader?: LoaderFunction,
): RouteObject {
  return {
    path,
    ...(loader ? { loader } : {}),
    lazy: async () => {
      // A page module may export other things too (a component it shares): only `name` is used.
      const pages = (await features[feature]()) as unknown as Record<string, ComponentType | undefined>;
      const Component = pages[name];
      if (!Component) throw new Error(`Page ${name} is not exported by the ${feature} feature.`);
      return { Component };
    },
  };
}

/**
 * The route table. With the app's query client, the routes get their loaders (route-loaders.ts),
 * which fill that client; without one (path matching in tests) they have none.
 */
export function createRoutes(queryClient?: QueryClient, loaderOptions: LoaderOptions = {}): RouteObject[] {
  const load: Partial<PageLoaders> = queryClient ? pageLoaders(queryClient, loaderOptions) : {};

  /** No header, no footer. */
  const barePages: RouteObject[] = [
    { Component: GuestOnly, children: [page('/', 'root', 'RootLoginPage')] },
    page('/perfil-publico/:id', 'publicProfile', 'PublicProfilePage', load.publicProfileById),
    page('/m/:slug', 'publicProfile', 'PublicProfilePage', load.publicProfileBySlug),
    page('/perfil-publico', 'publicProfile', 'PublicProfilePage'),
  ];

  /** Open to everyone; the logged-in bar only when signed in (bare until the session is known). */
  const signedInBarPages: RouteObject[] = [page('/perfil-publico-novo', 'profile', 'NewPublicProfilePage')];

  /**
   * Logged-in bar for members, public header and footer for visitors: news and articles, a
   * vacancy's page (visitors read it and are invited to sign in to apply; issue 8), and the
   * events (visitors see the public ones and are invited to sign in to answer; issue 20).
   */
  const readerPages: RouteObject[] = [
    page('/news', 'news', 'NewsListPage'),
    page('/news/:id', 'news', 'NewsDetailPage', load.newsDetail),
    page('/vagas/:id', 'vacancy', 'VacancyDetailPage', load.vacancy),
    page('/eventos', 'events', 'EventsPage'),
    page('/eventos/:id', 'events', 'EventDetailPage', load.event),
  ];

  /**
   * The site's own pages, open to everyone: like the reader group, the logged-in bar for a
   * member (issue 22: she never meets 'Entrar / Cadastre-se' while signed in), the public header
   * and footer for a visitor. The 404 too.
   */
  const sitePages: RouteObject[] = [
    // Linked from the header, footer and drawer; content not in the spec.
    page('/como-funciona', 'site', 'HowItWorksPage'),
    page('/empresas/cadastro', 'site', 'CompanySignUpPage'),
    page('/empresas/publicar-vagas', 'site', 'PublishVacanciesPage'),
    page('/empresas/diversidade', 'site', 'DiversitySealPage'),
    page('/empresas/consultoria', 'site', 'ConsultingPage'),
    page('/blog', 'site', 'BlogPage'),
    page('/blog/:slug', 'site', 'BlogPostPage'),
    page('/contato', 'site', 'ContactPage'),
    page('/termos', 'site', 'TermsPage'),
    page('/privacidade', 'site', 'PrivacyPage'),
    page('/cookies', 'site', 'CookiesPage'),
    page('/sobre', 'site', 'AboutPage'),
    page('/ajuda', 'site', 'HelpPage'),
    page('/noticias/:n', 'news', 'LegacyNewsPage'),
    // The unsubscribe link of every notification e-mail: no session needed (issue 16).
    page('/descadastrar', 'notifications', 'UnsubscribePage'),

    page('*', 'site', 'NotFoundPage'),
  ];

  /** Public header and footer. */
  const publicPages: RouteObject[] = [
    {
      Component: GuestOnly,
      children: [
        page('/login', 'login', 'LoginPage'),
        page('/register', 'auth', 'RegisterPage'),
        page('/cadastro', 'auth', 'RegisterPage'),
      ],
    },
    page('/confirmation', 'auth', 'ConfirmationPage'),
    page('/verification-success', 'auth', 'VerificationSuccessPage'),
    page('/esqueci-senha', 'auth', 'ForgotPasswordPage'),
    page('/redefinir-senha', 'auth', 'ResetPasswordPage'),
    page('/home', 'home', 'HomePage', load.home),
  ];

  /** Logged-in top bar. */
  const appPages: RouteObject[] = [
    page('/feed', 'posts', 'FeedPage', load.feed),
    page('/publicacoes/:id', 'posts', 'PostPage'),

    // Trust and safety (issue 19): her reports, and the queue of whoever moderates something.
    page('/denuncias', 'moderation', 'MyReportsPage'),
    page('/admin/moderacao', 'moderation', 'ModerationPage'),

    page('/perfil', 'profile', 'PersonalProfilePage'),
    page('/perfil-pessoal', 'profile', 'PersonalProfilePage'),
    page('/meu-perfil', 'profile', 'MyProfilePage'),
    // The guided setup after her first sign-in (issue 22).
    page('/boas-vindas', 'onboarding', 'OnboardingPage'),
    page('/experiencias', 'experience', 'ExperiencePage'),
    page('/experiencia-profissional', 'experience', 'ExperiencePage'),
    page('/educacao', 'education', 'EducationPage'),
    page('/projetos', 'projects', 'ProjectsPage'),
    page('/projetos-conquistas', 'projects', 'ProjectsPage'),
    page('/preferencias-vagas', 'preferences', 'JobPreferencesPage'),

    page('/vagas', 'vacancies', 'VacanciesPage'),
    page('/vagas/:id/candidaturas', 'vacancies', 'VacancyApplicationsPage'),
    page('/editar-vaga/:id', 'vacancies', 'EditVacancyPage'),
    // The company directory; 'Minhas Vagas' is its second tab (?aba=minhas-vagas; issue 22).
    page('/empresas', 'companies', 'CompaniesDirectoryPage'),
    page('/empresas/anunciar-vaga', 'vacancies', 'CreateVacancyPage'),

    page('/rede', 'communities', 'ExploreCommunitiesPage'),
    // /rede's other tabs: the network between members (issue 17).
    page('/rede/pessoas', 'network', 'PeoplePage'),
    page('/rede/convites', 'network', 'InvitationsPage'),
    page('/rede/conexoes', 'network', 'ConnectionsPage'),
    page('/criar-comunidade', 'communities', 'CreateCommunityPage'),
    page('/minhas-comunidades', 'communities', 'MyCommunitiesPage'),
    page('/editar-comunidade/:id', 'communities', 'EditCommunityPage'),
    // The communities' own prefix lists them too: the explorer lives at /rede (issue 22).
    { path: '/comunidades', loader: () => redirect('/rede') },
    page('/comunidades/:id', 'communities', 'CommunityDetailPage'),
    page('/comunidades/anunciar-servicos', 'communities', 'AdvertiseServicesPage'),

    page('/minhas-empresas', 'companies', 'MyCompaniesPage'),
    page('/adicionar-empresa', 'companies', 'AddCompanyPage'),
    page('/editar-empresa/:id', 'companies', 'EditCompanyPage'),
    page('/empresas/:id', 'companies', 'CompanyDetailPage'),
    page('/empresas/encontrar-profissional', 'companies', 'FindProfessionalPage'),
    page('/empresas/oferecer-servicos', 'companies', 'OfferServicesPage'),
    // 'Encontrar uma profissional' for the company's staff.
    page('/empresas/:id/talentos', 'companies', 'TalentPage'),

    page('/empresas/:id/concessao-acesso', 'access', 'GrantAccessPage'),
    page('/comunidades/:id/concessao-acesso', 'access', 'GrantAccessPage'),
    page('/empresas/concessao-acesso', 'access', 'GrantAccessPage'),
    page('/comunidades/concessao-acesso', 'access', 'GrantAccessPage'),

    page('/desenvolvimento', 'development', 'DevelopmentHubPage'),
    page('/desenvolvimento/mentorias', 'development', 'MentorshipsPage'),

    // Mentoring (issue 20): the directory, her mentor profile, the requests, the pairs.
    page('/mentoria', 'mentoring', 'MentoringPage'),
    page('/mentoria/ser-mentora', 'mentoring', 'MentorProfilePage'),
    page('/mentoria/pedidos', 'mentoring', 'RequestsPage'),
    page('/mentoria/minhas-mentorias', 'mentoring', 'MyMentoringsPage'),
    page('/mentoria/mentoras/:id', 'mentoring', 'MentorPage'),
    page('/desenvolvimento/orientacao', 'development', 'CareerGuidancePage'),
    page('/desenvolvimento/cursos', 'development', 'CoursesPage'),
    page('/desenvolvimento/empreendedorismo', 'development', 'EntrepreneurshipPage'),
    page('/desenvolvimento/saude', 'development', 'HealthPage'),
    page('/desenvolvimento/cognitivo', 'development', 'CognitivePage'),

    // Publishing news and articles (platform administrators; others see a no-permission page).
    // The static segments outrank the reader group's /news/:id wherever they are declared.
    page('/news/gerenciar', 'newsAdmin', 'NewsManagePage'),
    page('/news/publicar', 'newsAdmin', 'NewsCreatePage'),
    page('/news/:id/editar', 'newsAdmin', 'NewsEditPage'),

    // Messages (issue 18): her folders, then a conversation (a static segment outranks :id).
    page('/chat', 'chat', 'InboxPage'),
    page('/chat/solicitacoes', 'chat', 'RequestsPage'),
    page('/chat/arquivadas', 'chat', 'ArchivedPage'),
    page('/chat/:id', 'chat', 'ThreadPage'),
    page('/notificacoes', 'notifications', 'NotificationsPage'),

    page('/configuracoes', 'auth', 'SettingsPage'),
  ];

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      // Shown while the first page's chunk loads.
      HydrateFallback: PageLoading,
      // Asks for the session alongside the first page's code when the page did not carry it; only
      // at start-up (AuthProvider keeps ['me'] fresh after that).
      ...(queryClient
        ? { loader: sessionLoader(queryClient, loaderOptions), shouldRevalidate: () => false }
        : {}),
      children: [
        { id: 'bare', Component: BareLayout, children: barePages },
        { id: 'signed-in-bar', Component: SignedInBarLayout, children: signedInBarPages },
        { id: 'reader', Component: ReaderLayout, children: [...readerPages, ...sitePages] },
        { id: 'public', Component: PublicLayout, children: publicPages },
        {
          id: 'app',
          // RequireSession around the logged-in top bar; loaded alongside the page, with the bar's data.
          ...(load.appShell ? { loader: load.appShell } : {}),
          lazy: async () => ({ Component: (await import('./layouts/app-shell')).AppShell }),
          children: appPages,
        },
      ],
    },
  ];
}

/** The route table without loaders: for matching paths (tests) rather than rendering them. */
export const routes: RouteObject[] = createRoutes();
