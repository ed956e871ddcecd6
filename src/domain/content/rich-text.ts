/*
 * The shape of all long-form editorial content (institutional pages, legal texts, FAQ,
 * development guides, business pages) kept as typed data, so the words live in the domain and
 * the pages only lay them out (src/web/ui/rich-text.tsx). Links name pages of the app (a test
 * checks every one of them against the route table) or an e-mail address.
 */

/** A path of the app's own route table (a query string or hash is allowed). */
export type AppPath = `/${string}`;

/** A link to a page of the app. */
export interface AppLink {
  readonly text: string;
  readonly to: AppPath;
}

/** A link that opens the reader's e-mail program. */
export interface MailLink {
  readonly text: string;
  readonly mailto: string;
}

/** An emphasised lead-in ('Não é terapia:'). */
export interface Strong {
  readonly strong: string;
}

/** A piece of running text: plain words, a link to a page, an e-mail link or emphasis. */
export type Inline = string | AppLink | MailLink | Strong;

/** A run of text: one string, or pieces joined as they are (spaces included). */
export type RichText = string | readonly Inline[];

export interface ParagraphBlock {
  readonly kind: 'paragraph';
  readonly text: RichText;
}

export interface ListBlock {
  readonly kind: 'list';
  readonly items: readonly RichText[];
  /** Numbered (steps) instead of bulleted. */
  readonly ordered?: boolean;
}

/** A highlighted aside: a legal pointer, a warning, a helpline. */
export interface NoteBlock {
  readonly kind: 'note';
  readonly text: RichText;
}

export interface TableBlock {
  readonly kind: 'table';
  /** Names the table for assistive technology. */
  readonly caption: string;
  readonly head: readonly string[];
  /** The first cell of each row names the row. */
  readonly rows: readonly (readonly RichText[])[];
}

export type Block = ParagraphBlock | ListBlock | NoteBlock | TableBlock;

export interface TextSection {
  /** Anchor of the section (`#id`), unique on its page. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly Block[];
}

// Builders keep the content files readable.

export const p = (text: RichText): ParagraphBlock => ({ kind: 'paragraph', text });
export const ul = (...items: RichText[]): ListBlock => ({ kind: 'list', items });
export const ol = (...items: RichText[]): ListBlock => ({ kind: 'list', items, ordered: true });
export const note = (text: RichText): NoteBlock => ({ kind: 'note', text });
export const table = (content: Omit<TableBlock, 'kind'>): TableBlock => ({ kind: 'table', ...content });

export const link = (text: string, to: AppPath): AppLink => ({ text, to });
export const mail = (address: string, text: string = address): MailLink => ({ text, mailto: address });
export const strong = (text: string): Strong => ({ strong: text });

/** The addresses people write to. */
export const CONTACT_ADDRESSES = {
  general: 'contato@elasrede.com.br',
  privacy: 'privacidade@elasrede.com.br',
} as const;
