/** A whole amount above zero: what a request may ask for (the contract's WholeAmount). */
export const isWholeAmount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;
