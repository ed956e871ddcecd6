// The companies feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.

export { AddCompanyPage } from './add-company-page';
export { CompaniesDirectoryPage } from './companies-directory-page';
export { CompanyDetailPage } from './company-detail-page';
export { EditCompanyPage } from './edit-company-page';
export { FindProfessionalPage } from './find-professional-page';
export { MyCompaniesPage } from './my-companies-page';
export { OfferServicesPage } from './offer-services-page';
export { TalentPage } from './talent-page';
