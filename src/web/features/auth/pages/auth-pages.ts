// The auth feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.

export { ConfirmationPage } from './confirmation-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { ResetPasswordPage } from './reset-password-page';
export { SettingsPage } from './settings-page';
export { VerificationSuccessPage } from './verification-success-page';
