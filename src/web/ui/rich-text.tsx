import type { Block, Inline, RichText as RichTextData, TableBlock } from '@domain/content/rich-text';
import { TextLink } from '@web/ui/text-link';
import { Info } from 'lucide-react';
import { Fragment } from 'react';

/*
 * Lays out the editorial content of src/domain/content: running text with links (app routes
 * through the router, e-mail addresses as mailto:) and emphasis, paragraphs, lists, notes and
 * tables. The content is static and never reordered, so positions are stable keys.
 */

const mailLinkClasses =
  'rounded-sm font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900 ' +
  '[overflow-wrap:anywhere]';

function InlinePiece({ piece }: { piece: Inline }) {
  if (typeof piece === 'string') return piece;
  if ('strong' in piece) return <strong className="font-semibold text-ink">{piece.strong}</strong>;
  if ('to' in piece) return <TextLink to={piece.to}>{piece.text}</TextLink>;
  return (
    <a href={`mailto:${piece.mailto}`} className={mailLinkClasses}>
      {piece.text}
    </a>
  );
}

/** One run of text: a string, or pieces (words, links, emphasis) in order. */
export function RichText({ text }: { text: RichTextData }) {
  if (typeof text === 'string') return text;
  return text.map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
    <InlinePiece key={index} piece={piece} />
  ));
}

/**
 * How lists look: 'plain' (legal texts, FAQ) keeps the markers in the text colour; 'accent'
 * (guides, business pages) colours them and sets the numbers of ordered lists in bold.
 */
const listStyles = {
  plain: { ul: 'list-disc space-y-2 pl-6', ol: 'list-decimal space-y-2 pl-6', li: undefined },
  accent: {
    ul: 'list-disc flex flex-col gap-2 pl-6 marker:text-primary-700',
    ol: 'list-decimal flex flex-col gap-2 pl-6 marker:text-primary-700 marker:font-semibold',
    li: 'pl-1',
  },
} as const;

export type ListStyle = keyof typeof listStyles;

/** Paragraphs, lists, notes and tables, in the order given. */
export function Blocks({ blocks, lists = 'plain' }: { blocks: readonly Block[]; lists?: ListStyle }) {
  return blocks.map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
    <Fragment key={index}>
      <BlockView block={block} lists={lists} />
    </Fragment>
  ));
}

function BlockView({ block, lists }: { block: Block; lists: ListStyle }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list': {
      const style = listStyles[lists];
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={block.ordered ? style.ol : style.ul}>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
            <li key={index} className={style.li}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'note':
      return (
        <p className="flex gap-3 rounded-card border-l-4 border-accent-500 bg-accent-50 p-4">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-800" />
          <span>
            <RichText text={block.text} />
          </span>
        </p>
      );
    case 'table':
      return <ContentTable table={block} />;
  }
}

const cellClasses = 'px-3 py-2.5 [overflow-wrap:anywhere] md:px-4';

function ContentTable({ table: { caption, head, rows } }: { table: TableBlock }) {
  return (
    <div className="overflow-hidden rounded-card border border-line bg-surface">
      <table className="w-full border-collapse text-left text-sm md:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-primary-50 text-primary-900">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-3 py-2.5 font-semibold md:px-4">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
            <tr key={rowIndex} className="border-t border-line align-top">
              {cells.map((cell, cellIndex) =>
                // The first cell names the row, so screen readers announce it with every other cell.
                cellIndex === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
                  <th key={cellIndex} scope="row" className={`${cellClasses} font-medium`}>
                    <RichText text={cell} />
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
                  <td key={cellIndex} className={cellClasses}>
                    <RichText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
