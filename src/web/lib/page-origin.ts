/*
 * The address the site is served at (https://host), for links a member copies or scans. The
 * browser knows it; when the server renders a page there is no window, and the renderer says
 * (entry-server.tsx).
 */

let serverOrigin = '';

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
