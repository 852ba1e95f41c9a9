import { BrowserRouter } from 'react-router-dom';
import { LoginStateProvider } from '@web/data/loginState';
import type { DataLayer } from '@web/data/types';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

export function App({ dataLayer }: { dataLayer: DataLayer }) {
  return (
    <AppProviders dataLayer={dataLayer}>
      <BrowserRouter>
        <LoginStateProvider>
          <AppRoutes />
        </LoginStateProvider>
      </BrowserRouter>
    </AppProviders>
  );
}
