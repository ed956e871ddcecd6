import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { readBootstrap, seedQueryClient } from './lib/bootstrap';
import { createQueryClient } from './lib/query-client';
import { ToasterHost } from './lib/toaster-host';
import { createRoutes } from './routes';

const queryClient = createQueryClient();
// The session the server served the page with: the first page need not wait for /api/me.
seedQueryClient(queryClient, readBootstrap());
const router = createBrowserRouter(createRoutes(queryClient));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToasterHost />
    </QueryClientProvider>
  );
}
