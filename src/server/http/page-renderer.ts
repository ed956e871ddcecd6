import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../lib/logger.js';

/** What the server-side renderer (src/web/entry-server.tsx, built into dist/ssr) offers. */
export interface RendererModule {
  configureRenderer(options: { origin: string }): void;
  renderPage(input: {
    url: string;
    bootstrap: unknown;
    api: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<RenderedPage | null>;
  /** Whether the client has a page for this path other than its not-found page. */
  isKnownPath?(pathname: string): boolean;
}

export interface RenderedPage {
  html: string;
  state: unknown;
  /** The page's document title, when it set one. */
  title?: string;
}

/** Renders a page for a request, or null when the browser is to render it. */
export type PageRenderer = (request: Request, bootstrap: unknown) => Promise<RenderedPage | null>;

export interface PageRendererOptions {
  /** Imports the renderer (builtRenderer: dist/ssr/entry-server.js). */
  load: () => Promise<RendererModule>;
  /** The site's address, for the links a page shows. */
  origin: string;
  /** Answers the page's API requests in-process (the app's own fetch). */
  api: (request: Request) => Response | Promise<Response>;
  logger: Logger;
  /** Past this, the page is sent for the browser to render rather than kept waiting. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 3000;

/** The build's renderer (`vite build --ssr`), or undefined when there is none. */
export function builtRenderer(file: string): (() => Promise<RendererModule>) | undefined {
  if (!existsSync(file)) return undefined;
  return () => import(pathToFileURL(file).href) as Promise<RendererModule>;
}

/**
 * The server-side renderer, loaded on first use. A page it cannot render in time, or at all,
 * is still served: as the client-rendered page, with the failure logged.
 */
export function pageRenderer(options: PageRendererOptions): PageRenderer {
  let loaded: Promise<RendererModule> | undefined;
  const load = () => {
    loaded ??= options.load().then((module) => {
      module.configureRenderer({ origin: options.origin });
      return module;
    });
    return loaded;
  };
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return async (request, bootstrap) => {
    const cookie = request.headers.get('cookie');
    const url = new URL(request.url);
    // The page's API calls carry the visitor's session, and nothing else of hers.
    const api = async (path: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      if (cookie) headers.set('cookie', cookie);
      return options.api(new Request(new URL(path, url.origin), { ...init, headers }));
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        options.logger.warn(
          { path: url.pathname, timeoutMs },
          'page render timed out; the browser renders it',
        );
        resolve(null);
      }, timeoutMs);
    });
    try {
      const module = await load();
      return await Promise.race([module.renderPage({ url: request.url, bootstrap, api }), timeout]);
    } catch (error) {
      options.logger.error({ err: error, path: url.pathname }, 'page render failed; the browser renders it');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Whether the client's route table knows a path (the renderer's isKnownPath), or null when that
 * cannot be told (no renderer, or one without it): the page is then served as a known one.
 */
export type PathChecker = (pathname: string) => Promise<boolean | null>;

export function knownPathChecker(options: {
  load: () => Promise<RendererModule>;
  logger: Logger;
}): PathChecker {
  let loaded: Promise<RendererModule> | undefined;
  return async (pathname) => {
    try {
      loaded ??= options.load();
      const module = await loaded;
      return module.isKnownPath ? module.isKnownPath(pathname) : null;
    } catch (error) {
      loaded = undefined;
      options.logger.error({ err: error, path: pathname }, 'route check failed; the page is served as known');
      return null;
    }
  };
}
