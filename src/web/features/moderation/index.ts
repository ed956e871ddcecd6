// The moderation feature's public entry for components (.dependency-cruiser.cjs): the report
// dialog, opened from a post's or a comment's options menu, and the 'Denunciar' button of a
// profile. Its data is api.ts.

export { ReportButton, ReportDialog } from './components/report-dialog';
