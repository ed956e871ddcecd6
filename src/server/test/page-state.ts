import { BOOTSTRAP_ELEMENT_ID } from '../http/static-site.js';

const PAGE_STATE = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`);

/** The state the server wrote into a page (http/static-site.ts), or undefined when it wrote none. */
export function pageState(html: string) {
  const match = PAGE_STATE.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

/** The page as built, without the state every page carries. */
export function withoutPageState(html: string): string {
  return html.replace(PAGE_STATE, '');
}
