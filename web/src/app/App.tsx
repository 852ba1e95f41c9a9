import { BrowserRouter } from 'react-router-dom';
import type { DataLayer } from '../data/types';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

export function App({ dataLayer }: { dataLayer: DataLayer }) {
  return (
    <AppProviders dataLayer={dataLayer}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
