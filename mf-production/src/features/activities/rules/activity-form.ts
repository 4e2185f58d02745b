import type { Activity, ActivityBody, ActivityProduct, SimpleProduct } from '@agrocadena/contracts';
import type { NumberInputValue } from '@agrocadena/shared-ui/core';

/** A product on one side of an activity as the form holds it: what to show and how much, as typed. */
export interface ChosenProduct {
  id: string;
  name: string;
  unitMeasure: SimpleProduct['unitMeasure'];
  amount: NumberInputValue;
}

export type ActivitySide = 'inputProducts' | 'outputProducts';
export const ACTIVITY_SIDES: readonly ActivitySide[] = ['inputProducts', 'outputProducts'];

export interface ActivityFormValues {
  name?: string;
  description?: string;
  estimatedDurationInHours?: NumberInputValue;
  inputProducts?: ChosenProduct[];
  outputProducts?: ChosenProduct[];
}

const aboveZero = (amount: NumberInputValue | undefined): amount is number => typeof amount === 'number' && amount > 0;

/** docs/domain.md#activities: an activity needs products on both sides (selectTheProducts). */
export const sideIsMissing = (chosen: ChosenProduct[] | undefined): boolean => !chosen || chosen.length === 0;

/** docs/domain.md#activities (edit): each amount above 0 (invalid amount). */
export const hasInvalidAmount = (chosen: ChosenProduct[] | undefined): boolean => (chosen ?? []).some((line) => !aboveZero(line.amount));

/** docs/domain.md#activities, product chooser: at least one product and each amount above 0 (pleaseVerifiyProducts). */
export const chooserSelectionIsValid = (chosen: ChosenProduct[]): boolean => chosen.length > 0 && !hasInvalidAmount(chosen);

/**
 * Each product's share of its side, in percent of the side's total amount (the screen derives
 * a relative weight: docs/domain.md#activities); 0 for all while the side adds up to nothing.
 */
export function relativeWeights(amounts: readonly (NumberInputValue | undefined)[]): number[] {
  const numbers = amounts.map((amount) => (aboveZero(amount) ? amount : 0));
  const total = numbers.reduce((sum, amount) => sum + amount, 0);
  return numbers.map((amount) => (total > 0 ? (amount / total) * 100 : 0));
}

/** The chosen products of a side after the chooser: kept order for those already there, new ones after. */
export function mergeChosen(current: ChosenProduct[], picked: ChosenProduct[]): ChosenProduct[] {
  const pickedById = new Map(picked.map((line) => [line.id, line]));
  const kept = current.filter((line) => pickedById.has(line.id)).map((line) => pickedById.get(line.id) as ChosenProduct);
  const keptIds = new Set(kept.map((line) => line.id));
  return [...kept, ...picked.filter((line) => !keptIds.has(line.id))];
}

const lineBody = (chosen: ChosenProduct[] | undefined) => (chosen ?? []).map((line) => ({ id: line.id, amount: line.amount as number }));

/** The body of POST /activities and PUT /activities/{id}/update from a valid form. */
export function toActivityBody(values: ActivityFormValues, userId: string): ActivityBody {
  return {
    user: userId,
    name: (values.name ?? '').trim(),
    description: (values.description ?? '').trim(),
    estimatedDurationInHours: values.estimatedDurationInHours as number,
    inputProducts: lineBody(values.inputProducts),
    outputProducts: lineBody(values.outputProducts),
  };
}

const chosenOf = (line: ActivityProduct): ChosenProduct => ({
  id: line.product._id,
  name: line.product.name,
  unitMeasure: line.product.unitMeasure,
  amount: line.amount,
});

export function activityToFormValues(activity: Activity): ActivityFormValues {
  return {
    name: activity.name,
    description: activity.description,
    estimatedDurationInHours: activity.estimatedDurationInHours,
    inputProducts: activity.inputProducts.map(chosenOf),
    outputProducts: activity.outputProducts.map(chosenOf),
  };
}

/** Case and accents aside: "limon" finds "Limón", "PIÑA" finds "piña" (ñ is its own letter). */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(/n\u0303/g, 'ñ')
    .replace(/[\u0300-\u036f]/g, '');
}

export function productsMatching<T extends { name: string }>(products: readonly T[], search: string): T[] {
  const wanted = foldForSearch(search.trim());
  return wanted ? products.filter((product) => foldForSearch(product.name).includes(wanted)) : [...products];
}

/** The form's fields as the server names them ('inputProducts.0.amount' → inputProducts). */
export const ACTIVITY_FIELDS = {
  fields: ['name', 'description', 'estimatedDurationInHours', 'inputProducts', 'outputProducts'],
};
