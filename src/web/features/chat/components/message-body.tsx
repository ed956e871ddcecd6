import { CHAT_COPY } from '@domain/copy/chat';
import { MSG } from '@domain/messages';
import { messageSegments } from '@domain/rules/message-text';
import { cn } from '@web/lib/cn';

/*
 * What a message bubble holds: its text (line breaks kept, web addresses as links that open in
 * a new tab), its image, or 'Mensagem apagada'. Shared by the thread's messages and her own
 * still on their way.
 */

export function MessageText({ body, mine }: { body: string; mine: boolean }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {messageSegments(body).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            // Segments never move: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className={cn(
              'break-all underline',
              mine ? 'text-white' : 'text-primary-700 hover:text-primary-900',
            )}
          >
            {segment.text}
            <span className="sr-only"> {MSG.common.newTab}</span>
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}

export function MessageImage({
  url,
  width,
  height,
  alt,
}: {
  url: string;
  width: number;
  height: number;
  alt: string;
}) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="block">
      <img
        src={url}
        width={width}
        height={height}
        alt={alt}
        loading="lazy"
        className="h-auto max-h-80 w-auto max-w-full rounded-control object-contain"
      />
    </a>
  );
}

export function DeletedText() {
  return <p className="italic">{CHAT_COPY.message.deleted}</p>;
}
