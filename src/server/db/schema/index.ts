export * from './auth.js';
export * from './catalogues.js';
export * from './communities.js';
export * from './companies.js';
export * from './jobs.js';
export * from './news.js';
export * from './posts.js';
export * from './profile.js';
