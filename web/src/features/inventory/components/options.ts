// The choices of the inventory's forms: the service's locations, items and units (at most 200
// each, the contract's largest page), as Select options.

import {
  useInventoryItemsQuery,
  useInventoryUnitsQuery,
  useItemCategoriesQuery,
  useStockLocationsQuery,
} from '../../../graphql/hooks.gen';

export interface Option {
  value: string;
  label: string;
}
const ALL = { page: 0, size: 200 } as const;

export function useLocationOptions(serviceId: number): Option[] {
  const { data } = useStockLocationsQuery({ variables: { serviceId, ...ALL }, fetchPolicy: 'cache-and-network' });
  return (data?.stockLocations.items ?? []).map((l) => ({ value: String(l.id), label: l.name }));
}

export function useItemOptions(serviceId: number): Option[] {
  const { data } = useInventoryItemsQuery({ variables: { serviceId, ...ALL }, fetchPolicy: 'cache-and-network' });
  return (data?.inventoryItems.items ?? []).map((i) => ({
    value: String(i.id),
    label: i.unitName ? `${i.name} (${i.unitName})` : i.name,
  }));
}

export function useUnitOptions(serviceId: number): Option[] {
  const { data } = useInventoryUnitsQuery({ variables: { serviceId, ...ALL }, fetchPolicy: 'cache-and-network' });
  return (data?.inventoryUnits.items ?? []).map((u) => ({ value: String(u.id), label: u.name }));
}

export function useCategoryOptions(serviceId: number): Option[] {
  const { data } = useItemCategoriesQuery({ variables: { serviceId }, fetchPolicy: 'cache-and-network' });
  return (data?.itemCategories ?? []).map((c) => ({ value: String(c.id), label: c.path }));
}
