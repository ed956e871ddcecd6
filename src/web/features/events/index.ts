// The events feature's public entry for components (.dependency-cruiser.cjs): the 'Eventos'
// section of a community's and a company's page. Its pages are routes; its data is api.ts.

export { PlaceEvents } from './organise/place-events';
