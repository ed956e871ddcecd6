// The moderation feature's public entry for components (.dependency-cruiser.cjs): the report
// dialog, opened from a post's or a comment's options menu and from a profile's 'Denunciar'.
// Its data is api.ts.

export { ReportDialog } from './components/report-dialog';
