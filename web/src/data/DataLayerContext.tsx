import { createContext, useContext } from 'react';
import type { DataLayer } from './types';

export const DataLayerContext = createContext<DataLayer | null>(null);

export function useDataLayer(): DataLayer {
  const dataLayer = useContext(DataLayerContext);
  if (!dataLayer) throw new Error('useDataLayer must be used inside <DataLayerContext.Provider>');
  return dataLayer;
}
