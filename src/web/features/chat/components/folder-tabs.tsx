import { CHAT_COPY, CHAT_FOLDER_LABELS } from '@domain/copy/chat';
import { CONVERSATION_FOLDERS, type ConversationFolder } from '@domain/enums';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cn } from '@web/lib/cn';
import { Link } from 'react-router';
import { conversationsInfiniteQueryOptions } from '../api';
import { FOLDER_PATHS } from '../conversation-view';

const T = CHAT_COPY.folders;

/**
 * /chat's folders as real links (each an address of its own): 'Caixa de entrada',
 * 'Solicitações' with how many wait for her answer, and 'Arquivadas'. The folder shown is
 * marked aria-current="page" (also on a thread's page, where it is the folder beside it).
 */
export function FolderTabs({ current }: { current: ConversationFolder }) {
  // The requests' first page (shared with the requests list): its size is the count, '+' when more.
  const requests = useInfiniteQuery(conversationsInfiniteQueryOptions('requests'));
  const first = requests.data?.pages[0];
  const waiting = first?.items.length ?? 0;
  return (
    <nav aria-label={T.label} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max border-b border-line sm:gap-1">
        {CONVERSATION_FOLDERS.map((folder) => {
          const label = CHAT_FOLDER_LABELS[folder];
          return (
            <li key={folder}>
              <Link
                to={FOLDER_PATHS[folder]}
                aria-current={folder === current ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-2 text-sm sm:px-2.5 font-semibold transition-colors',
                  folder === current
                    ? 'border-primary-600 text-primary-800'
                    : 'border-transparent text-ink-muted hover:border-primary-200 hover:text-primary-800',
                )}
              >
                {folder === 'requests' ? T.withCount(label, waiting, Boolean(first?.nextCursor)) : label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
