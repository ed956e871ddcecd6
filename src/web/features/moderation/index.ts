// The moderation feature's public entry for components (.dependency-cruiser.cjs): the report
// dialog, opened from an options or '…' menu ('Denunciar'), and the 'Denunciar' button of the
// pages that have no such menu (a community, a company, a vacancy). Both are imported on demand.
// Its data is api.ts.

export { ReportButton } from './components/report-button';
export { ReportDialog } from './components/report-dialog';
