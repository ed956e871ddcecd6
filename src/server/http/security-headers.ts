import { secureHeaders } from 'hono/secure-headers';

/**
 * Strict CSP: scripts only from our origin (no inline scripts anywhere, including the API
 * docs); styles allow inline because the toast library and Radix set style attributes;
 * images may come from the configured object-store origin; nothing may frame us.
 */
export function securityHeaders(options: { imageOrigins: string[]; frameOrigins?: string[] }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...options.imageOrigins],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // News items are shown in a sandboxed frame of their original site.
      frameSrc: options.frameOrigins ?? ['https:'],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    strictTransportSecurity: 'max-age=15552000; includeSubDomains',
  });
}
