import type { PlanOffer } from '@core/catalog/plan-offers';
import type { Service } from '@core/catalog/services';
import type { ListPlansResponse, ListServicesResponse } from '@core/contracts/catalog';

export const presentServices = (services: Service[]): ListServicesResponse => ({
  services: services.map(({ id, name, coins, coveredBy }) => ({ id, name, coins, coveredBy })),
});

export const presentPlans = (offers: PlanOffer[]): ListPlansResponse => ({
  plans: offers.map(({ id, title, kind, pricePaise, days, coins, channels }) => ({ id, title, kind, pricePaise, days, coins, channels })),
});
