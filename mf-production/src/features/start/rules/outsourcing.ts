import type { ExecuteActivityBody, ProviderWithServices, PublicService } from '@agrocadena/contracts';
import { personName } from '@agrocadena/shared-ui';
import type { PlanProduct } from './start-form';

/** What the outsourcing fields of step 2 and the homologation of step 3 fill in. */
export interface OutsourceValues {
  providerId?: string;
  serviceId?: string;
  /** yyyy-MM-dd, today or later. */
  requiredDate?: string;
  /** The service's product each of my outputs corresponds to, by my product's id. */
  counterparts?: Record<string, string | undefined>;
}

/** One of my outputs the provider is to make, at the amount wanted (above 0). */
export interface WantedOutput {
  product: PlanProduct;
  amount: number;
}

/** The request sent to the provider: who, which service, by when, and each output's counterpart. */
export interface OutsourceOrder {
  providerId: string;
  serviceId: string;
  requiredDate: string;
  counterparts: Record<string, string>;
}

/** A provider as the select names it: the enterprise and/or the person (first name and/or enterprise name; docs/domain.md#outsourcing). */
export function providerLabel(provider: Pick<ProviderWithServices, 'firstName' | 'lastName' | 'enterpriseName'>): string {
  const person = personName({ firstName: provider.firstName, lastName: provider.lastName });
  const enterprise = provider.enterpriseName?.trim();
  if (enterprise && person) return `${enterprise} (${person})`;
  return enterprise || person;
}

/** A production service as the select names it: its name and what it runs (an activity or a process). */
export function serviceLabel(service: ProviderWithServices['services'][number]): string {
  const runs = service.activity?.name ?? service.process?.name;
  return runs && runs !== service.name ? `${service.name} · ${runs}` : service.name;
}

/** The service's products that can stand for `mine`: those measured in the same unit. */
export const counterpartOptions = (mine: PlanProduct, outputs: PublicService['outputProducts']) =>
  outputs.filter((output) => output.unitMeasure === mine.unitMeasure);

/** My outputs above 0, as the wizard's step 1 left them, with their products. */
export function wantedOutputs(products: readonly PlanProduct[], wanted: Readonly<Record<string, number>>): WantedOutput[] {
  return products.filter((product) => (wanted[product._id] ?? 0) > 0).map((product) => ({ product, amount: wanted[product._id] }));
}

/** The order once every field of steps 2 and 3 is there; null while one is missing. */
export function outsourceOrder(values: OutsourceValues, outputs: readonly WantedOutput[]): OutsourceOrder | null {
  const { providerId, serviceId, requiredDate, counterparts = {} } = values;
  if (!providerId || !serviceId || !requiredDate) return null;
  const chosen: Record<string, string> = {};
  for (const output of outputs) {
    const counterpart = counterparts[output.product._id];
    if (!counterpart) return null;
    chosen[output.product._id] = counterpart;
  }
  return { providerId, serviceId, requiredDate, counterparts: chosen };
}

/**
 * POST /executeActivity for an outsourced run: the provider, its service, the required day and each
 * output homologated with the service's product (no scheduleTime: the provider decides when).
 */
export function outsourceBody(activityId: string, outputs: readonly { id: string; amount: number }[], order: OutsourceOrder): ExecuteActivityBody {
  return {
    activityId,
    providerId: order.providerId,
    serviceId: order.serviceId,
    requiredDate: order.requiredDate,
    expectedOutputProducts: outputs.map((line) => ({ ...line, counterpart: order.counterparts[line.id] })),
  };
}
