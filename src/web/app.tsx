import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { createQueryClient } from './lib/query-client';
import { routes } from './routes';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* sonner injects its stylesheet at runtime; the CSP allows inline styles (not scripts). */}
      <Toaster
        position="top-center"
        // Our tokens rather than sonner's richColors, whose success and error pairs fall below
        // WCAG AA contrast: dark text on white, with a coloured edge saying what kind it is.
        toastOptions={{
          classNames: {
            toast: 'border border-line bg-surface text-ink shadow-raised',
            description: 'text-ink-muted',
            success: 'border-l-4 border-l-success',
            error: 'border-l-4 border-l-danger',
          },
        }}
      />
    </QueryClientProvider>
  );
}
