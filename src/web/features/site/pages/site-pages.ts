// The site feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.

export { AboutPage } from './about-page';
export { BlogPage } from './blog-page';
export { BlogPostPage } from './blog-post-page';
export { CompanySignUpPage } from './company-sign-up-page';
export { ConsultingPage } from './consulting-page';
export { ContactPage } from './contact-page';
export { CookiesPage } from './cookies-page';
export { DiversitySealPage } from './diversity-seal-page';
export { HelpPage } from './help-page';
export { HowItWorksPage } from './how-it-works-page';
export { NotFoundPage } from './not-found-page';
export { PrivacyPage } from './privacy-page';
export { PublishVacanciesPage } from './publish-vacancies-page';
export { TermsPage } from './terms-page';
