import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from 'preact';
import { App } from './app.js';
import './styles.css';

const queries = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 5_000, refetchOnWindowFocus: false } },
});

render(
  <QueryClientProvider client={queries}>
    <App />
  </QueryClientProvider>,
  document.getElementById('app') as HTMLElement,
);
